/**
 * `npm run seed:demo`: a busy forum to try the app and measure it with (not reference data, never run by npm start):
 * 500 members, 10,000 posts over every community spread across the last 90 days, 100,000 post votes, 50,000
 * comments (some of them replies), and one post with 200 comments. Scores and Hot ranks are stored as the app
 * stores them. Runs on the data folder's embedded PostgreSQL (the running server's, or one started for the script) or
 * DATABASE_URL; `--force` seeds again on top.
 * Members sign in with demo-member-{run}-{N}@example.com (printed at the end) and the password "demo password".
 * Then a sample car show, once: an event five days ahead with classes, a schedule and 200 cars from the demo
 * members' garages (`--show-entries N` for another number, e.g. 500 for the show bench).
 */
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../base/config';
import { openSiteDatabase } from '../base/db/site-database';
import { DATABASE_SCHEMA } from '../app';
import { connectAndMigrate } from '../base/db/orm';
import { hashPassword } from '../base/identity/passwords';
import { hotRankSql } from '../community/ranking';
import { seedIfCatalogueEmpty } from '../seeders/run';
import { seedDemoShow } from '../shows/demo-show';

const MEMBERS = 500;
const POSTS = 10_000;
const VOTES = 100_000;
const COMMENTS = 50_000;
const BUSY_POST_COMMENTS = 200;

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, 'show-entries': { type: 'string', default: '200' } },
});
const showEntries = Number(values['show-entries']);
if (!Number.isInteger(showEntries) || showEntries < 1 || showEntries > MEMBERS) {
  throw new Error(`--show-entries must be a whole number from 1 to ${MEMBERS}`);
}
const config = loadConfig();
// Beside a running server too: its embedded PostgreSQL is used as it runs (api/base/db/site-database.ts).
const database = await openSiteDatabase(config);
const started = Date.now();
try {
  // On the unhurried connection (no request timeouts), after the reference data (communities among it), as npm start seeds it.
  const orm = await connectAndMigrate(database.clientUrl, DATABASE_SCHEMA, async (prepared) => {
    await seedIfCatalogueEmpty(prepared);
    await seedDemoForum(prepared.em.fork());
    const show = await seedDemoShow(prepared.em.fork(), showEntries);
    if (show) {
      console.log(
        show.created
          ? `Seeded the demo show with ${showEntries} cars: /events/${show.eventId}`
          : `The demo show is already there: /events/${show.eventId}`,
      );
    }
  });
  await orm.close();
} finally {
  await database.stop();
}

async function seedDemoForum(em: EntityManager) {
  const [existing] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from users where email like 'demo-member-%'`);
  if ((existing?.n ?? 0) > 0 && !values.force) {
    console.log('The demo forum is already there (run with --force to add another one).');
  } else {
    const run = Date.now().toString(36);
    const passwordHash = await hashPassword('demo password');
    await em.transactional(async (tx) => {
      await tx.execute(
        `insert into users (email, password, name, username)
         select 'demo-member-' || ? || '-' || n || '@example.com', ?, 'Demo Member ' || n, 'demo-' || ? || '-' || n
         from generate_series(1, ?) n`,
        [run, passwordHash, run, MEMBERS],
      );
      // Posts: round-robin over communities and members, created over the last 90 days.
      await tx.execute(
        `with members as (select id, row_number() over (order by id) as i from users where username like ?),
              communities as (select id, row_number() over (order by slug) as i, count(*) over () as total from communities)
         insert into posts (community_id, author_id, title, body, type, created_at, updated_at, hot_rank)
         select c.id, m.id, 'Demo post ' || n || ': ' || (array['Tri-Power tuning', 'Rust repair', 'Which carburetor', 'Show photos', 'Parts wanted'])[1 + n % 5],
                'A demo post body for measuring the forum.', 'text',
                now() - (n * interval '90 days' / ?), now() - (n * interval '90 days' / ?), 0
         from generate_series(1, ?) n
         join members m on m.i = 1 + n % ?
         join communities c on c.i = 1 + n % c.total`,
        [`demo-${run}-%`, POSTS, POSTS, POSTS, MEMBERS],
      );
      // Votes: distinct (post, member) pairs, mostly up.
      await tx.execute(
        `with members as (select id, row_number() over (order by id) as i from users where username like ?),
              demo_posts as (select id, row_number() over (order by created_at desc) as i from posts where title like 'Demo post %' and author_id in (select id from members))
         insert into votes (post_id, user_id, value)
         select p.id, m.id, case when n % 7 = 0 then -1 else 1 end
         from generate_series(0, ? - 1) n
         join demo_posts p on p.i = 1 + n % ?
         join members m on m.i = 1 + (n / ?) % ?
         on conflict do nothing`,
        [`demo-${run}-%`, VOTES, POSTS, POSTS, MEMBERS],
      );
      const comments = COMMENTS - BUSY_POST_COMMENTS;
      await tx.execute(
        `with members as (select id, row_number() over (order by id) as i from users where username like ?),
              demo_posts as (select id, created_at, row_number() over (order by created_at desc) as i from posts where author_id in (select id from members))
         insert into comments (post_id, author_id, body, created_at, updated_at)
         select p.id, m.id, 'Demo comment ' || n, p.created_at + n * interval '1 second', p.created_at + n * interval '1 second'
         from generate_series(1, ?) n
         join demo_posts p on p.i = 1 + n % ?
         join members m on m.i = 1 + (n * 7) % ?`,
        [`demo-${run}-%`, comments, POSTS, MEMBERS],
      );
      // Replies: every fifth comment answers the one before it on the same post.
      await tx.execute(
        `update comments c set parent_id = prev.id
         from (select id, lag(id) over (partition by post_id order by created_at, id) as prev_id from comments where body like 'Demo comment %') ordered
         join comments prev on prev.id = ordered.prev_id
         where c.id = ordered.id and c.body like 'Demo comment %' and (substring(c.body from 14)::int % 5) = 0`,
      );
      // The busy post: the newest demo post gets 200 comments of its own.
      await tx.execute(
        `with members as (select id, row_number() over (order by id) as i from users where username like ?),
              busy as (select id, created_at from posts where author_id in (select id from members) order by created_at desc limit 1)
         insert into comments (post_id, author_id, body, created_at, updated_at)
         select busy.id, m.id, 'Busy thread comment ' || n, busy.created_at + n * interval '1 minute', busy.created_at + n * interval '1 minute'
         from generate_series(1, ?) n cross join busy join members m on m.i = 1 + n % ?`,
        [`demo-${run}-%`, BUSY_POST_COMMENTS, MEMBERS],
      );
      // Stored score and Hot rank, as the vote routes keep them.
      await tx.execute(
        `update posts p set score = s.score, hot_rank = ${hotRankSql('s.score', 'p.created_at')}
         from (select p2.id, coalesce(sum(v.value), 0)::int as score from posts p2 left join votes v on v.post_id = p2.id
               where p2.author_id in (select id from users where username like ?) group by p2.id) s
         where p.id = s.id`,
        [`demo-${run}-%`],
      );
    });
    await em.execute('analyze');
    const [counts] = await em.execute<Array<Record<string, number>>>(
      `select (select count(*)::int from users where username like ?) as members,
              (select count(*)::int from posts p join users u on u.id = p.author_id where u.username like ?) as posts,
              (select count(*)::int from votes v join users u on u.id = v.user_id where u.username like ?) as votes,
              (select count(*)::int from comments c join users u on u.id = c.author_id where u.username like ?) as comments`,
      [`demo-${run}-%`, `demo-${run}-%`, `demo-${run}-%`, `demo-${run}-%`],
    );
    const [busy] = await em.execute<Array<{ id: string }>>(
      `select p.id from posts p join users u on u.id = p.author_id where u.username like ? order by p.created_at desc limit 1`,
      [`demo-${run}-%`],
    );
    console.log(
      `Seeded the demo forum in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts?.members} members, ${counts?.posts} posts, ` +
        `${counts?.votes} votes, ${counts?.comments} comments; the post with ${BUSY_POST_COMMENTS} comments is /post/${busy?.id}; ` +
        `members sign in as demo-member-${run}-1@example.com … demo-member-${run}-${MEMBERS}@example.com.`,
    );
  }
}
