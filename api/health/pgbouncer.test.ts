import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/auth/current-user';
import type { ModelDetail, ModelSummary } from '../../shared/catalogue/responses';
import type { Post } from '../../shared/community/responses';
import type { PostDetail } from '../../shared/community/thread-responses';
import type { EventDetail } from '../../shared/events/responses';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../shared/http/error';
import { newPostPayload } from '../community/community-fixture';
import { newEventPayload } from '../events/event-fixture';
import { DEAF_LISTENER_MESSAGE } from '../base/read-cache/change-notifications';
import { capturedLog } from '../test/captured-log';
import { newAccount, register, requester } from '../test/http';
import { startPgBouncer, type TestPgBouncer } from '../test/pgbouncer';
import {
  httpRequest,
  sessionCookieOf,
  signUpOn,
  startServerPair,
  type HttpAnswer,
  type ServerPair,
  type ServerProcess,
} from '../test/server-process';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';

/**
 * docs/several-servers.md behind a real PgBouncer in transaction mode: two `api/server.ts` processes
 * whose DATABASE_URL is the pooler (5 server connections for both) and DATABASE_LISTEN_URL PostgreSQL itself.
 */
const ADMIN = { email: 'pgbouncer-admin@example.com', password: 'pgbouncer admin password' };

let ctx: TestContext;
let bouncer: TestPgBouncer;
let pooledUrl: string;
let pair: ServerPair;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  ctx = await createTestApp();
  bouncer = await startPgBouncer(ctx.databaseUrl, { poolSize: 5 });
  pooledUrl = bouncer.via(ctx.databaseUrl);
  pair = await startServerPair('pgbouncer', ADMIN, { DATABASE_URL: pooledUrl, DATABASE_LISTEN_URL: ctx.databaseUrl });
  ({ first, second } = pair);
}, 240_000);

afterAll(async () => {
  await pair?.stop('SIGTERM');
  await bouncer?.stop();
  await ctx?.close();
}, 60_000);

const expectStatus = (answer: HttpAnswer, status: number) => expect(answer.status, answer.body.toString()).toBe(status);

describe('two server processes behind PgBouncer in transaction mode', () => {
  it('are ready (database reached through the pooler, migrations applied)', async () => {
    for (const server of [first, second]) expect((await httpRequest(server.port, 'GET', '/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('share sessions: signed up on one, signed in on the other, signed out on the first, ended on both', async () => {
    const account = newAccount();
    const registered = await httpRequest(first.port, 'POST', '/api/auth/register', { body: account });
    expectStatus(registered, 201);
    const signedIn = await httpRequest(second.port, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expectStatus(signedIn, 200);
    const cookie = sessionCookieOf(signedIn);
    for (const server of [first, second]) {
      const me = await httpRequest(server.port, 'GET', '/api/auth/me', { cookie });
      expectStatus(me, 200);
      expect(me.json<CurrentUser>().id).toBe(registered.json<CurrentUser>().id);
    }

    expectStatus(await httpRequest(first.port, 'POST', '/api/auth/logout', { cookie }), 204);
    // The second remembered the session: only the notification heard on its direct connection makes it forget.
    await expect
      .poll(async () => (await httpRequest(second.port, 'GET', '/api/auth/me', { cookie })).status, { timeout: 15_000 })
      .toBe(401);
  });

  it('write a post, its comments and an event (transactions of several statements) through one, read them through the other', async () => {
    const cookie = await signUpOn(first);
    const created = await httpRequest(first.port, 'POST', '/api/posts', { body: newPostPayload(), cookie });
    expectStatus(created, 201);
    const post = created.json<Post>();
    for (const [server, body] of [
      [first, 'Sync them with a vacuum gauge.'],
      [second, 'Or by ear, if you must.'],
    ] as const) {
      expectStatus(await httpRequest(server.port, 'POST', `/api/posts/${post.id}/comments`, { body: { body }, cookie }), 201);
    }
    const event = await httpRequest(second.port, 'POST', '/api/events', { body: newEventPayload(), cookie });
    expectStatus(event, 201);
    const eventId = event.json<EventDetail>().id;

    const commentsOn = async (server: ServerProcess) =>
      (await httpRequest(server.port, 'GET', `/api/posts/${post.id}`)).json<PostDetail>().comments.map((comment) => comment.body);
    await expect.poll(() => commentsOn(first), { timeout: 15_000 }).toHaveLength(2);
    await expect.poll(() => commentsOn(second), { timeout: 15_000 }).toHaveLength(2);
    const readEvent = await httpRequest(first.port, 'GET', `/api/events/${eventId}`);
    expectStatus(readEvent, 200);
    expect(readEvent.json<EventDetail>().title).toBe(event.json<EventDetail>().title);
  });

  it("show a model edited through one in the other's next answers (its read cache emptied by what it heard directly)", async () => {
    const [summary] = (await httpRequest(second.port, 'GET', '/api/models')).json<ModelSummary[]>();
    if (!summary) throw new Error('the seeded catalogue has no model');
    const detailUrl = `/api/models/${summary.slug}`;
    // Asked twice, so the second process keeps (and sends ready) the answer before the edit.
    expectStatus(await httpRequest(second.port, 'GET', detailUrl), 200);
    const before = (await httpRequest(second.port, 'GET', detailUrl)).json<ModelDetail>();

    const signedIn = await httpRequest(first.port, 'POST', '/api/auth/login', { body: ADMIN });
    expectStatus(signedIn, 200);
    const description = `Edited behind the pooler ${randomUUID()}`;
    const { slug, name, firstYear, lastYear, heroImage, featured } = before;
    const edited = await httpRequest(first.port, 'PUT', `/api/admin/models/${before.id}`, {
      body: { slug, name, firstYear, lastYear, description, heroImage, featured },
      cookie: sessionCookieOf(signedIn),
    });
    expectStatus(edited, 200);

    const seenThere = async () => (await httpRequest(second.port, 'GET', detailUrl)).json<ModelDetail>().description;
    await expect.poll(seenThere, { timeout: 15_000 }).toBe(description);
  });

  it('answer every one of many requests at once, far more than the pooled server connections', async () => {
    const cookies = await Promise.all([first, second, first, second].map(signUpOn));
    const created = await httpRequest(second.port, 'POST', '/api/posts', { body: newPostPayload(), cookie: cookies[0] });
    expectStatus(created, 201);
    const postId = created.json<Post>().id;
    const passedBefore = await bouncer.transactions(ctx.databaseUrl);

    // 20 comments and 60 readiness checks (each a query), half through each process: 80 requests for 5 connections.
    const servers = [first, second];
    const comments = Array.from({ length: 20 }, (_, index) =>
      httpRequest(servers[index % 2]!.port, 'POST', `/api/posts/${postId}/comments`, {
        body: { body: `Comment ${index} at once` },
        cookie: cookies[index % cookies.length],
      }),
    );
    const readiness = Array.from({ length: 60 }, (_, index) => httpRequest(servers[index % 2]!.port, 'GET', '/api/ready'));
    const answers = await Promise.all([...comments, ...readiness]);

    expect(answers.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);
    expect(await bouncer.transactions(ctx.databaseUrl)).toBeGreaterThanOrEqual(passedBefore + answers.length);
    await expect
      .poll(async () => (await httpRequest(second.port, 'GET', `/api/posts/${postId}`)).json<PostDetail>().commentCount, {
        timeout: 15_000,
      })
      .toBe(20);
  });
});

describe('one server behind PgBouncer in transaction mode', () => {
  it('answers a write waiting on a lock with 503 within 5 s, as without the pooler, and then writes again', async () => {
    const server = await ctx.anotherServer({ databaseUrl: pooledUrl, databaseListenUrl: ctx.databaseUrl });
    const locker = new pg.Client({ connectionString: ctx.databaseUrl });
    await locker.connect();
    try {
      const { cookie, user } = await register(server.app);
      const member = requester(server.app, { cookie });
      // Another session holds the member's row: every write of the member waits for it (limits/member-writes.ts).
      await locker.query('begin');
      await locker.query('select 1 from users where id = $1 for update', [user.id]);
      const startedAt = Date.now();
      const waited = await member.post('/api/posts', newPostPayload());
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      expect(waited.statusCode).toBe(503);
      expect(waited.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });

      await locker.query('rollback');
      expect((await member.post('/api/posts', newPostPayload())).statusCode).toBe(201);
    } finally {
      await locker.end();
      await server.close();
    }
  });

  it('without DATABASE_LISTEN_URL finds it cannot hear changes through the pooler, says so, and serves reads uncached (fresh)', async () => {
    const log = capturedLog();
    const server = await ctx.anotherServer({ databaseUrl: pooledUrl, logger: log.logger });
    try {
      await expect.poll(() => log.text(), { timeout: 15_000 }).toContain(DEAF_LISTENER_MESSAGE);
      expect(server.app.readCache.serving).toBe(false);

      // A model asked twice (kept, were the cache serving), then changed by another server: the next answer has it.
      const [summary] = (await server.api.get('/api/models')).json<ModelSummary[]>();
      if (!summary) throw new Error('the seeded catalogue has no model');
      const detailUrl = `/api/models/${summary.slug}`;
      await server.api.get(detailUrl);
      await server.api.get(detailUrl);
      const description = `Changed by another server ${randomUUID()}`;
      await ctx.orm.em.fork().execute('update models set description = ? where id = ?', [description, summary.id]);
      expect((await server.api.get(detailUrl)).json<ModelDetail>().description).toBe(description);
    } finally {
      await server.close();
    }
  });

  it('with DATABASE_LISTEN_URL on PostgreSQL itself, keeps its read cache', async () => {
    const server = await ctx.anotherServer({ databaseUrl: pooledUrl, databaseListenUrl: ctx.databaseUrl });
    try {
      await untilCachesListen(server.app);
      expect(server.app.readCache.serving).toBe(true);
    } finally {
      await server.close();
    }
  });
});
