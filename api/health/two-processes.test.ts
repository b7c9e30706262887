import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail, ModelSummary } from '../../shared/catalogue/responses';
import type { EventDetail } from '../../shared/events/responses';
import { newEventPayload } from '../events/event-fixture';
import { MeetupEvent } from '../events/event.entity';
import { newAccount } from '../test/http';
import { multipartBody, smallPng } from '../test/multipart';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import {
  httpRequest,
  sessionCookieOf,
  signUpOn,
  startServerPair,
  type HttpAnswer,
  type ServerPair,
  type ServerProcess,
} from '../test/server-process';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Two real `api/server.ts` processes on one database and one S3 store (moto),
 * reached over the network as a load balancer would, never through `inject`.
 */
const ADMIN = { email: 'two-processes-admin@example.com', password: 'two processes admin' };

let ctx: TestContext;
let s3: TestS3Server;
let pair: ServerPair;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  ctx = await createTestApp();
  s3 = await startS3Server();
  const bucket = await s3.newBucket();
  pair = await startServerPair('two-processes', ADMIN, {
    DATABASE_URL: ctx.databaseUrl,
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint ?? '',
    S3_REGION: bucket.region,
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test',
  });
  ({ first, second } = pair);
}, 240_000);

afterAll(async () => {
  await pair?.stop('SIGKILL');
  await s3?.stop();
  await ctx?.close();
}, 60_000);

const expectStatus = (answer: HttpAnswer, status: number) => expect(answer.status, answer.body.toString()).toBe(status);

describe('two server processes on one database and one S3 store', () => {
  it('serve an image uploaded through one from the other, and forget it on both once removed', async () => {
    const cookie = await signUpOn(first);
    const { payload, headers } = multipartBody({ bytes: await smallPng() });
    const uploaded = await httpRequest(first.port, 'POST', '/api/users/me/avatar', { body: payload, cookie, headers });
    expectStatus(uploaded, 200);
    const avatarUrl = uploaded.json<{ avatarUrl: string }>().avatarUrl;
    expect(avatarUrl).toMatch(/^\/uploads\//);

    const [here, there] = await Promise.all([httpRequest(first.port, 'GET', avatarUrl), httpRequest(second.port, 'GET', avatarUrl)]);
    expectStatus(there, 200);
    expect(there.headers['content-type']).toBe(here.headers['content-type']);
    expect(there.body.equals(here.body)).toBe(true);

    expectStatus(await httpRequest(second.port, 'DELETE', '/api/users/me/avatar', { cookie }), 200);
    expectStatus(await httpRequest(first.port, 'GET', avatarUrl), 404);
  });

  it('share sessions: signed in on one, signed out on the other, the session is gone on both', async () => {
    const account = newAccount();
    expectStatus(await httpRequest(first.port, 'POST', '/api/auth/register', { body: account }), 201);
    const signedIn = await httpRequest(first.port, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expectStatus(signedIn, 200);
    const cookie = sessionCookieOf(signedIn);
    // Both processes now remember the session, so the sign-out must reach the one that did not end it.
    expectStatus(await httpRequest(first.port, 'GET', '/api/auth/me', { cookie }), 200);
    expectStatus(await httpRequest(second.port, 'GET', '/api/auth/me', { cookie }), 200);

    expectStatus(await httpRequest(second.port, 'POST', '/api/auth/logout', { cookie }), 204);
    expectStatus(await httpRequest(second.port, 'GET', '/api/auth/me', { cookie }), 401);
    await expect.poll(async () => (await httpRequest(first.port, 'GET', '/api/auth/me', { cookie })).status, { timeout: 15_000 }).toBe(401);
  });

  it("show a model edited through one in the other's next answers (its read cache emptied across processes)", async () => {
    const [summary] = (await httpRequest(second.port, 'GET', '/api/models')).json<ModelSummary[]>();
    if (!summary) throw new Error('the seeded catalogue has no model');
    const detailUrl = `/api/models/${summary.slug}`;
    // Asked twice, so the second process keeps (and sends ready) the answer before the edit.
    expectStatus(await httpRequest(second.port, 'GET', detailUrl), 200);
    const before = (await httpRequest(second.port, 'GET', detailUrl)).json<ModelDetail>();

    const signedIn = await httpRequest(first.port, 'POST', '/api/auth/login', { body: ADMIN });
    expectStatus(signedIn, 200);
    const description = `Edited through the first process ${randomUUID()}`;
    const { slug, name, firstYear, lastYear, heroImage, featured } = before;
    const edit = { slug, name, firstYear, lastYear, description, heroImage, featured };
    const edited = await httpRequest(first.port, 'PUT', `/api/admin/models/${before.id}`, {
      body: edit,
      cookie: sessionCookieOf(signedIn),
    });
    expectStatus(edited, 200);

    const seenThere = async () => (await httpRequest(second.port, 'GET', detailUrl)).json<ModelDetail>().description;
    await expect.poll(seenThere, { timeout: 15_000 }).toBe(description);
    const listed = (await httpRequest(second.port, 'GET', '/api/models')).json<ModelSummary[]>();
    expect(listed.find((model) => model.id === before.id)?.description).toBe(description);
  });

  it('store one row when the same queued write (one client id) reaches both at once', async () => {
    const cookie = await signUpOn(first);
    const id = randomUUID();
    const body = { ...newEventPayload(), id };
    const answers = await Promise.all([first, second].map((server) => httpRequest(server.port, 'POST', '/api/events', { body, cookie })));
    // One created it; the other recognised the same write and answered what is stored.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers.map((answer) => answer.json<EventDetail>().id)).toEqual([id, id]);
    expect(await ctx.orm.em.fork().count(MeetupEvent, { id })).toBe(1);
  });

  it('stopped with SIGTERM in a stream of writes: every acknowledged write is stored, every request answered or refused', async () => {
    type Outcome = { status: number; id: string } | { refused: true } | { reset: string } | { cut: string };
    const outcomes: Outcome[] = [];
    let stopRequested = false;
    // Four members writing at once, each a new event after the last answer, until the server refuses to connect.
    const writer = async (cookie: string) => {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const id = randomUUID();
        try {
          const answer = await httpRequest(second.port, 'POST', '/api/events', { body: { ...newEventPayload(), id }, cookie });
          outcomes.push({ status: answer.status, id });
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ECONNREFUSED' && stopRequested) {
            outcomes.push({ refused: true });
            return;
          }
          // The kernel completes connections for a listener until it closes, and resets those the process had not
          // accepted yet: refused before being accepted, seen by the client as a reset (checked below).
          if (code === 'ECONNRESET' && stopRequested) {
            outcomes.push({ reset: id });
            continue;
          }
          outcomes.push({ cut: `${code ?? ''} ${(error as Error).message}` });
        }
      }
    };
    const cookies = await Promise.all([1, 2, 3, 4].map(() => signUpOn(first)));
    const writing = Promise.all(cookies.map(writer));

    const acknowledged = () => outcomes.filter((outcome) => 'status' in outcome && outcome.status === 201).length;
    await expect.poll(acknowledged, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    stopRequested = true;
    const exitCode = second.stop('SIGTERM');
    await writing;
    expect(await exitCode, second.output()).toBe(0);

    expect(outcomes.filter((outcome) => 'cut' in outcome)).toEqual([]);
    // The server cut no request it had taken (it says so when its grace runs out), and a reset write never ran.
    expect(second.output()).not.toContain('closing their connections');
    const resetIds = outcomes.flatMap((outcome) => ('reset' in outcome ? [outcome.reset] : []));
    expect(await ctx.orm.em.fork().count(MeetupEvent, { id: { $in: resetIds } })).toBe(0);
    expect(outcomes.filter((outcome) => 'refused' in outcome)).toHaveLength(cookies.length);
    const answered = outcomes.flatMap((outcome) => ('status' in outcome ? [outcome] : []));
    // Created, over a member's write limit, or told the server is stopping: answers all the same.
    for (const { status } of answered) expect([201, 429, 503]).toContain(status);
    const createdIds = answered.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id);
    expect(await ctx.orm.em.fork().count(MeetupEvent, { id: { $in: createdIds } })).toBe(createdIds.length);
    // The process still running serves what the stopped one acknowledged.
    expectStatus(await httpRequest(first.port, 'GET', `/api/events/${createdIds[0]}`), 200);
  }, 180_000);
});
