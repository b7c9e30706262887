import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, type Member } from '../../community/community-fixture';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * No N+1: each list request runs the same number of SQL statements whatever the number of rows. Counted through
 * the database driver's query events while the list grows fourfold.
 */
let ctx: TestContext;
let member: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  // The notifications' background work polls the database on its own clock: its statements are not the request's.
  await ctx.app.notificationDelivery.stop();
  member = await newMember(ctx, { name: 'Counted Member' });
});
afterAll(() => ctx.close());

/** The statements the app sends to PostgreSQL while answering one GET (the read cache emptied first). */
async function statementsFor(url: string): Promise<number> {
  const knex = ctx.orm.em.getConnection().getKnex();
  let statements = 0;
  const count = () => (statements += 1);
  knex.on('query', count);
  try {
    ctx.app.readCache.clear();
    const response = await ctx.api.get(url, { cookie: member.cookie });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return statements;
  } finally {
    knex.off('query', count);
  }
}

/** Adds `count` rows of everything the lists show, each with its own author, images, comments and votes. */
async function addRows(count: number, round: number) {
  const em = ctx.orm.em.fork();
  await em.execute(
    `with new_users as (
       insert into users (email, password, name, username)
       select 'counted-' || ? || '-' || n || '@example.com', 'x', 'Counted ' || n, 'counted-' || ? || '-' || n
       from generate_series(1, ?) n returning id
     ),
     new_events as (
       insert into events (organizer_id, title, description, event_date, location)
       select id, 'Counted event', 'x', now() + interval '30 days', 'Lot' from new_users returning id
     ),
     new_images as (
       insert into event_images (event_id, image_url, display_order) select id, '/uploads/x.jpg', 0 from new_events
     ),
     new_posts as (
       insert into posts (community_id, author_id, title, body, type, hot_rank)
       select (select id from communities where slug = 'gto'), id, 'Counted post', 'x', 'text', 0 from new_users returning id, author_id
     ),
     new_comments as (
       insert into comments (post_id, author_id, body) select id, author_id, 'x' from new_posts
     )
     insert into votes (post_id, user_id, value) select id, author_id, 1 from new_posts`,
    [round, round, count],
  );
  await em.execute(
    // With photos: models without a picture of their own show one.
    `insert into garage_cars (user_id, model_slug, year, trim, photos, last_photo_added_at)
     select ?, m.slug, 1967, 'GTO ' || n, array['/uploads/counted-' || n || '.png'], now()
     from generate_series(1, ?) n cross join (select slug from models order by slug limit 3) m`,
    [member.id, count],
  );
}

const LISTS = [
  '/api/models',
  '/api/models/gto',
  '/api/models/gto/years',
  '/api/models/gto/owners-cars',
  '/api/valuations',
  '/api/diy-videos',
  '/api/communities',
  '/api/events',
  '/api/posts?sort=new',
  '/api/posts?sort=hot&community=gto',
  '/api/posts?sort=top',
  '/api/users/counted-member',
  '/api/users/counted-member/garage',
];

describe('query counts of the list endpoints', () => {
  it('do not grow with the number of rows', async () => {
    await addRows(5, 1);
    const before: Record<string, number> = {};
    for (const url of LISTS) before[url] = await statementsFor(url);
    await addRows(15, 2);
    const after: Record<string, number> = {};
    for (const url of LISTS) after[url] = await statementsFor(url);
    expect(after).toEqual(before);
    for (const [url, count] of Object.entries(after)) {
      expect(count, url).toBeGreaterThan(0);
      expect(count, url).toBeLessThanOrEqual(8);
    }
  });
});
