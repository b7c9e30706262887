import type { EntityManager } from '@mikro-orm/postgresql';
import { loadGaragePhotos, modelPicture } from '../catalogue';
import { searchTerms, type SearchModel, type SearchPost, type SearchUser } from '../../shared/search/schemas';

/**
 * The text each search matches, exactly as indexed by Migration20261123170000 (an expression index serves a query
 * only when the query repeats its expression). Names and titles weigh more than descriptions and bodies.
 */
const MODEL_DOCUMENT = `setweight(to_tsvector('english', m.name), 'A') || setweight(to_tsvector('english', coalesce(m.description, '')), 'B')`;
const POST_DOCUMENT = `setweight(to_tsvector('english', p.title), 'A') || setweight(to_tsvector('english', coalesce(p.body, '')), 'B')`;
const USER_DOCUMENT = `setweight(to_tsvector('simple', u.username), 'A') || setweight(to_tsvector('simple', u.name), 'A')`;

/**
 * Stemmed English (so "firebirds" finds Firebird) or unstemmed (so a prefix that happens to be an English stop
 * word, such as "the" of "thermostat", still counts): either is a match. Both parameters are the same tsquery text.
 */
const QUERY = `(to_tsquery('english', ?) || to_tsquery('simple', ?))`;

/**
 * One statement per group; each takes searchBindings(). The email column is neither selected nor matched. Posts a
 * moderator removed and blocked members are not found: the forum no longer shows them as they were.
 */
export const searchSql = {
  // With the featured image (at most one per model): a result shows the model's picture, as its card does.
  models: `select m.slug, m.name, m.first_year, m.last_year, m.hero_image, f.image_url, f.card_image_url from models m
    left join model_images f on f.model_id = m.id and f.is_featured
    where ${MODEL_DOCUMENT} @@ ${QUERY}
    order by ts_rank(${MODEL_DOCUMENT}, ${QUERY}) desc, m.name asc, m.slug asc limit ?`,
  posts: `select p.id, p.title, c.slug as community_slug, c.name as community_name, p.created_at from posts p
    join communities c on c.id = p.community_id
    where ${POST_DOCUMENT} @@ ${QUERY} and p.removed_at is null
    order by ts_rank(${POST_DOCUMENT}, ${QUERY}) desc, p.created_at desc, p.id desc limit ?`,
  users: `select u.id, u.username, u.name from users u
    where ${USER_DOCUMENT} @@ ${QUERY} and not u.is_blocked
    order by ts_rank(${USER_DOCUMENT}, ${QUERY}) desc, u.username asc limit ?`,
};

export const searchBindings = (tsQuery: string, limit: number) => [tsQuery, tsQuery, tsQuery, tsQuery, limit];

/**
 * The search as a tsquery text: every word must match, the last one as a prefix ("gt" finds GTO while typing).
 * Each word is quoted, and searchTerms keeps letters and digits only, so no operator typed by the user survives.
 * The text always travels as a bound parameter, never inside the SQL.
 */
export function prefixTsQuery(text: string): string | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  return terms.map((term, index) => `'${term}'${index === terms.length - 1 ? ':*' : ''}`).join(' & ');
}

export async function searchModels(em: EntityManager, tsQuery: string, limit: number): Promise<SearchModel[]> {
  type Row = { slug: string; name: string; first_year: number; last_year: number; hero_image: string | null };
  type FeaturedColumns = { image_url: string | null; card_image_url: string | null };
  const rows = await em.execute<Array<Row & FeaturedColumns>>(searchSql.models, searchBindings(tsQuery, limit));
  // The models without a picture of their own show a garage photo, as their cards do (one more query, when needed).
  const garagePhotos = await loadGaragePhotos(
    em,
    rows.filter((row) => !row.hero_image && !row.image_url).map((row) => row.slug),
  );
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    firstYear: row.first_year,
    lastYear: row.last_year,
    cardImage: modelPicture(
      row.hero_image,
      row.image_url ? { imageUrl: row.image_url, cardImageUrl: row.card_image_url, mediumImageUrl: null } : undefined,
      garagePhotos.get(row.slug),
    ).cardImage,
  }));
}

export async function searchPosts(em: EntityManager, tsQuery: string, limit: number): Promise<SearchPost[]> {
  const rows = await em.execute<Array<{ id: string; title: string; community_slug: string; community_name: string; created_at: Date }>>(
    searchSql.posts,
    searchBindings(tsQuery, limit),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    communitySlug: row.community_slug,
    communityName: row.community_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function searchUsers(em: EntityManager, tsQuery: string, limit: number): Promise<SearchUser[]> {
  return em.execute<SearchUser[]>(searchSql.users, searchBindings(tsQuery, limit));
}
