// What bench/crowd.mjs's phones hold, written straight into the database once and kept in the data folder: N members
// with a signed-in session each (the cookie in crowd-state.json, signed with the servers' fixed secret, so reruns
// reuse them), and a show of 400 cars in 8 classes with People's Choice open, helpers and judges (two per class, each
// class a score sheet of two criteria). Before every run the show's votes, check-ins and scores and the members'
// comments are removed again, so each run's writes are counted from nothing.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const CROWD_SHOW_TITLE = 'Pontiac Hub Crowd Bench Show';
const CARS = 400;
const CLASSES = 8;
const HELPERS = 40;
const JUDGES_PER_CLASS = 2;
const COMMENT_SHARE = 5;
const CLASS_CARS = [
  { modelSlug: 'gto', year: 1964, years: 4 },
  { modelSlug: 'firebird', year: 1967, years: 3 },
  { modelSlug: 'trans-am', year: 1970, years: 12 },
  { modelSlug: 'bonneville', year: 1958, years: 30 },
  { modelSlug: 'grand-prix', year: 1962, years: 10 },
  { modelSlug: 'lemans', year: 1961, years: 20 },
  { modelSlug: 'catalina', year: 1959, years: 22 },
  { modelSlug: 'fiero', year: 1984, years: 5 },
];
/** The app's own session lifetime (api/auth/plugin.ts), so a stored session looks like one made by signing in. */
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** @fastify/cookie's signature, as @fastify/session sets it: `sid.hmac` (base64 without padding), URL-encoded. */
const signedCookie = (sid, secret) =>
  `sid=${encodeURIComponent(`${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`)}`;

async function seedMembers(db, count, secret) {
  await db.query(
    `insert into users (email, password, name, username)
     select 'crowd-member-' || n || '@example.com', 'not a password hash: these members never sign in', 'Crowd Member ' || n, 'crowd-' || n
       from generate_series(1, $1::int) n
      where not exists (select 1 from users where email = 'crowd-member-' || n || '@example.com')`,
    [count],
  );
  const { rows } = await db.query(`select id from users where email like 'crowd-member-%' order by length(email), email limit $1`, [count]);
  const expires = new Date(Date.now() + SESSION_MAX_AGE_MS);
  const members = [];
  for (const { id } of rows) {
    const sid = randomBytes(24).toString('base64url');
    const data = {
      cookie: {
        originalMaxAge: SESSION_MAX_AGE_MS,
        expires: expires.toISOString(),
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure: false,
      },
      userId: id,
      storedAt: Date.now(),
    };
    members.push({ id, sid, cookie: signedCookie(sid, secret), data });
  }
  for (let i = 0; i < members.length; i += 500) {
    const batch = members.slice(i, i + 500);
    await db.query(
      `insert into sessions (sid, data, expires_at, user_id) select * from unnest($1::text[], $2::jsonb[], $3::timestamptz[], $4::uuid[])`,
      [batch.map((m) => m.sid), batch.map((m) => JSON.stringify(m.data)), batch.map(() => expires), batch.map((m) => m.id)],
    );
  }
  return members.map(({ id, cookie }) => ({ id, cookie }));
}

async function seedShow(db, members) {
  const eventId = randomUUID();
  const organizer = members[0];
  await db.query('begin');
  try {
    await db.query(
      `insert into events (id, organizer_id, title, description, event_date, location, city, state, max_attendees, is_free)
       values ($1, $2, $3, 'The crowd bench''s show.', now() + interval '1 hour', 'Pontiac Fairgrounds', 'Pontiac', 'MI', $4, true)`,
      [eventId, organizer.id, CROWD_SHOW_TITLE, CARS],
    );
    await db.query(
      `insert into shows (event_id, registration_open, next_car_number, voting_opens_at) values ($1, true, $2, now() - interval '1 hour')`,
      [eventId, CARS + 1],
    );
    const classes = [];
    for (let c = 0; c < CLASSES; c++) {
      const id = randomUUID();
      await db.query(`insert into show_classes (id, event_id, name, display_order) values ($1, $2, $3, $4)`, [
        id,
        eventId,
        `Crowd class ${c + 1}`,
        c,
      ]);
      const criteria = [];
      for (const [order, name] of ['Paint', 'Originality'].entries()) {
        const { rows } = await db.query(
          `insert into show_criteria (class_id, name, max_points, display_order) values ($1, $2, 10, $3) returning id`,
          [id, name, order],
        );
        criteria.push(rows[0].id);
      }
      classes.push({ id, criteria, entries: [] });
    }
    for (let k = 0; k < CARS; k++) {
      const owner = members[k % members.length];
      const cls = classes[k % CLASSES];
      const car = CLASS_CARS[k % CLASSES];
      const carId = randomUUID();
      const entryId = randomUUID();
      await db.query(`insert into garage_cars (id, user_id, model_slug, year, exterior_color) values ($1, $2, $3, $4, 'Cameo Ivory')`, [
        carId,
        owner.id,
        car.modelSlug,
        car.year + (Math.floor(k / CLASSES) % car.years),
      ]);
      await db.query(
        `insert into show_entries (id, event_id, class_id, garage_car_id, owner_id, car_number, state, entered_at, create_fingerprint)
         values ($1, $2, $3, $4, $5, $6, 'entered', now(), $7)`,
        [entryId, eventId, cls.id, carId, owner.id, k + 1, 'crowd'.padEnd(64, '0')],
      );
      cls.entries.push({ id: entryId, carNumber: k + 1, ownerId: owner.id });
    }
    await db.query('commit');
    return { eventId, classes };
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** Who does what, from the members' order: the last ones help at the gate, the ones before them judge. */
async function assignRoles(db, state) {
  const { members, classes, eventId } = state;
  const helpers = members.slice(-Math.min(HELPERS, Math.floor(members.length / 10)));
  const judges = members.slice(-(helpers.length + CLASSES * JUDGES_PER_CLASS), -helpers.length);
  await db.query('delete from show_helpers where event_id = $1', [eventId]);
  await db.query('delete from show_class_judges where event_id = $1', [eventId]);
  for (const helper of helpers) await db.query('insert into show_helpers (event_id, user_id) values ($1, $2)', [eventId, helper.id]);
  judges.forEach((judge, j) => (judge.judgeOf = j % CLASSES));
  for (const judge of judges)
    await db.query('insert into show_class_judges (class_id, user_id, event_id) values ($1, $2, $3)', [
      classes[judge.judgeOf].id,
      judge.id,
      eventId,
    ]);
  return { helpers, judges };
}

/**
 * The writes each phone queued during its hour without signal, in the order it queued them: a helper's check-ins
 * (each car by one helper), a judge's score sheets (half of its class's cars, not its own), everyone's People's
 * Choice vote (in one class, not for their own car), and every fifth member's comment on a forum post.
 */
function queuedWrites(state, roles, postIds) {
  const { members, classes, eventId } = state;
  const allEntries = classes.flatMap((cls) => cls.entries);
  const hourAgo = Date.now() - 60 * 60 * 1000;
  const at = (i) => new Date(hourAgo + (i % 3_000_000)).toISOString();
  const phones = members.map((member) => ({ member, writes: [] }));
  const byId = new Map(phones.map((phone) => [phone.member.id, phone]));
  roles.helpers.forEach((helper, h) => {
    const phone = byId.get(helper.id);
    for (const entry of allEntries.filter((_, k) => k % roles.helpers.length === h))
      phone.writes.push({
        kind: 'check-in',
        method: 'POST',
        path: `/api/shows/${eventId}/check-ins`,
        body: { id: randomUUID(), carNumber: entry.carNumber, checkedInAt: at(entry.carNumber) },
      });
  });
  roles.judges.forEach((judge, j) => {
    const phone = byId.get(judge.id);
    const cls = classes[judge.judgeOf];
    const half = Math.floor(j / CLASSES) % JUDGES_PER_CLASS;
    for (const entry of cls.entries.filter((e, k) => k % JUDGES_PER_CLASS === half && e.ownerId !== judge.id))
      phone.writes.push({
        kind: 'score',
        method: 'PUT',
        path: `/api/shows/${eventId}/scores/${entry.id}`,
        body: { points: Object.fromEntries(cls.criteria.map((id, c) => [id, (entry.carNumber + c) % 11])), scoredAt: at(j) },
      });
  });
  phones.forEach((phone, i) => {
    const cls = classes[i % CLASSES];
    const choices = cls.entries.filter((entry) => entry.ownerId !== phone.member.id);
    const entry = choices[(i * 7) % choices.length];
    phone.writes.push({
      kind: 'vote',
      method: 'PUT',
      path: `/api/shows/${eventId}/votes/${cls.id}`,
      body: { entryId: entry.id, castAt: at(i) },
    });
    if (i % COMMENT_SHARE === 0)
      phone.writes.push({
        kind: 'comment',
        method: 'POST',
        path: `/api/posts/${postIds[(i / COMMENT_SHARE) % postIds.length]}/comments`,
        body: { id: randomUUID(), body: `Seen at the show, car ${entry.carNumber ?? ''}: what a colour.` },
      });
  });
  return phones;
}

/**
 * The members, their sessions and the show: read from `dataDir/crowd-state.json` when it holds at least `count`
 * members whose show is still in the database, else made (more members are added to the ones there). Then the last
 * run's writes are removed and each phone's queued writes are made afresh.
 */
export async function prepareCrowd(databaseUrl, dataDir, count, secret) {
  const stateFile = path.join(dataDir, 'crowd-state.json');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    let state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null;
    const showThere = state && (await db.query('select 1 from shows where event_id = $1', [state.eventId])).rowCount === 1;
    if (!state || !showThere || state.members.length < count || state.secret !== secret) {
      const started = Date.now();
      await db.query(`delete from events where title = $1`, [CROWD_SHOW_TITLE]);
      await db.query(`delete from sessions where user_id in (select id from users where email like 'crowd-member-%')`);
      const members = await seedMembers(db, count, secret);
      const show = await seedShow(db, members);
      state = { secret, eventId: show.eventId, classes: show.classes, members };
      writeFileSync(stateFile, JSON.stringify(state));
      console.log(`${count} members with sessions and a show of ${CARS} cars seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      console.log(`Reusing ${state.members.length} members' sessions and the show from ${stateFile}`);
    }
    const crowd = { ...state, members: state.members.slice(0, count) };
    const roles = await assignRoles(db, crowd);
    const memberIds = crowd.members.map((m) => m.id);
    await db.query('delete from show_votes where event_id = $1', [crowd.eventId]);
    await db.query('delete from show_scores where event_id = $1', [crowd.eventId]);
    await db.query('update show_entries set checked_in_at = null, checked_in_by_id = null, checked_in_id = null where event_id = $1', [
      crowd.eventId,
    ]);
    await db.query('delete from comments where author_id = any($1::uuid[])', [memberIds]);
    await db.query('delete from rate_limit_hits where user_id = any($1::uuid[])', [memberIds]).catch(() => undefined);
    const { rows: posts } = await db.query(`select id from posts order by created_at desc limit $1`, [Math.ceil(count / COMMENT_SHARE)]);
    if (posts.length === 0) throw new Error('No forum posts to comment on: the demo forum is missing');
    const phones = queuedWrites(
      crowd,
      roles,
      posts.map((post) => post.id),
    );
    return { eventId: crowd.eventId, phones, memberIds, postIds: posts.map((post) => post.id) };
  } finally {
    await db.end();
  }
}

/** What the database holds of the run's writes, and what it should: each kind's rows, counted once each. */
export async function countWrites(databaseUrl, crowd) {
  const expected = { vote: 0, 'check-in': 0, score: 0, comment: 0 };
  for (const phone of crowd.phones) for (const write of phone.writes) expected[write.kind] += 1;
  const ids = (kind) => crowd.phones.flatMap((phone) => phone.writes.filter((w) => w.kind === kind).map((w) => w.body.id));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async (sql, params) => Number((await db.query(sql, params)).rows[0].n);
    const found = {
      vote: await one('select count(*) as n from show_votes where event_id = $1', [crowd.eventId]),
      'check-in': await one('select count(*) as n from show_entries where event_id = $1 and checked_in_id = any($2::uuid[])', [
        crowd.eventId,
        ids('check-in'),
      ]),
      score: await one('select count(*) as n from show_scores where event_id = $1', [crowd.eventId]),
      // Every comment by the crowd's members, so a second copy of one would show as one too many.
      comment: await one('select count(*) as n from comments where author_id = any($1::uuid[])', [crowd.memberIds]),
    };
    const sameIds = await one('select count(*) as n from comments where id = any($1::uuid[])', [ids('comment')]);
    return { expected, found, commentsById: sameIds };
  } finally {
    await db.end();
  }
}
