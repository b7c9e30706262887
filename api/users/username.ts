import type { EntityManager } from '@mikro-orm/postgresql';
import { slugify } from '../../shared/catalogue/slug';

/** Leaves room for a "-NNN" suffix within USERNAME_MAX_LENGTH (40). */
const BASE_MAX_LENGTH = 30;

/** "Jane Doe" -> "jane-doe"; a name with no letters or digits becomes "member". */
export function usernameBase(name: string): string {
  return slugify(name).slice(0, BASE_MAX_LENGTH).replace(/-+$/, '') || 'member';
}

/**
 * A free username for a new account: the base, or the base with the smallest free "-2", "-3"... suffix.
 * Call it inside the transaction that inserts the user: the advisory lock (held until that transaction ends)
 * makes concurrent sign-ups with the same name wait for each other, so they never pick the same username.
 */
export async function pickUsername(em: EntityManager, name: string): Promise<string> {
  const base = usernameBase(name);
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`username:${base}`]);
  const rows = await em.execute<Array<{ username: string }>>('select username from users where username = ? or username like ?', [
    base,
    `${base}-%`,
  ]);
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
