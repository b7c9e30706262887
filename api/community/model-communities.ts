import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Gives every catalogue model (or just the one with `slug`) a community under its own slug, so
 * /community/{model slug} always exists. Existing communities keep their name and description. The same rule
 * and one-line description as migration Migration20261123120100, which did this for existing installs.
 */
export async function ensureModelCommunities(em: EntityManager, slug?: string): Promise<void> {
  await em.execute(
    `insert into communities (slug, name, description)
     select slug, name, 'Owners and fans of the Pontiac ' || name || ': ownership, buying advice, parts and restoration.'
     from models ${slug === undefined ? '' : 'where slug = ?'}
     on conflict (slug) do nothing`,
    slug === undefined ? [] : [slug],
  );
}
