import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_STREAM_RETRY_AFTER_SECONDS, UNREAD_STREAMS_PER_MEMBER } from '@shared/notifications/limits';
import { notificationTexts } from '@shared/notifications/texts';
import { unreadNotificationsResources } from '@shared/notifications/unread-resources';
import { createComment, createPost, newMember, type Member } from '../community/community-fixture';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import type { OpenApiDocument } from '../test/openapi-contract';
import { delivered } from './notification-fixture';
import { openStream, type OpenedStream } from './unread-stream-fixture';
import { statementsDuring } from '../test/statements';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await untilCachesListen(ctx.app);
});
afterAll(async () => ctx.close());

/** Every stream a test opened, closed after it. */
const opened: OpenedStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

const open = async (member: Member) => {
  const stream = await openStream(ctx.app, member.cookie);
  opened.push(stream);
  return stream;
};
const openMany = (member: Member, count: number) => Promise.all(Array.from({ length: count }, () => open(member)));
const statusesOf = (streams: OpenedStream[]) => streams.map((stream) => stream.response.statusCode);

/** The SQL statements sent while `run` runs whose values name `memberId` (what the stream's member costs). */
const statementsNaming = async (memberId: string, run: () => Promise<unknown>, sql = '') =>
  (await statementsDuring(ctx.orm, run, (sent) => sent.includes(memberId) && sent.includes(sql))).statements;

/** Comments on a post of `member`'s, which tells them (a notification), and waits until it is delivered. */
async function notify(member: Member) {
  const post = await createPost(member);
  await createComment(await newMember(ctx), post.id);
  await delivered(ctx);
}

describe('a member’s live bell streams', () => {
  it(`are ${UNREAD_STREAMS_PER_MEMBER} at most: another is refused with 429, Retry-After and a message`, async () => {
    const member = await newMember(ctx);
    const streams = await openMany(member, UNREAD_STREAMS_PER_MEMBER);
    expect(statusesOf(streams)).toEqual(Array(UNREAD_STREAMS_PER_MEMBER).fill(200));

    const refused = await open(member);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['retry-after']).toBe(String(UNREAD_STREAM_RETRY_AFTER_SECONDS));
    expect(JSON.parse(await refused.body())).toEqual({ message: notificationTexts.tooManyUnreadStreams });

    // Another member is not held back by it.
    expect((await open(await newMember(ctx))).response.statusCode).toBe(200);
    // The API document lists the refusal.
    const document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
    const refusal = document.paths[unreadNotificationsResources.stream.path]?.get?.responses['429'];
    expect(refusal?.headers).toHaveProperty('Retry-After');
  });

  it('take a place only while open: a closed one frees it', async () => {
    const member = await newMember(ctx);
    const [first] = await openMany(member, UNREAD_STREAMS_PER_MEMBER);
    expect((await open(member)).response.statusCode).toBe(429);

    first?.close();
    // The server hears of the close a moment later; until then a new stream is still refused.
    await expect.poll(async () => (await open(member)).response.statusCode, { timeout: 5_000 }).toBe(200);
  });

  it('share one count: opening costs no query once it is known, and a change is counted once for all', async () => {
    const member = await newMember(ctx);
    const first = UNREAD_STREAMS_PER_MEMBER - 1;
    let streams: OpenedStream[] = [];
    // Opened at once: one count for all of them, and no account loaded for any.
    const opening = await statementsNaming(member.id, async () => {
      streams = await openMany(member, first);
      for (const stream of streams) await expect.poll(() => stream.counts, { timeout: 3_000 }).toEqual([0]);
    });
    expect(opening).toBe(1);

    let last: OpenedStream | undefined;
    const openingOnceKnown = await statementsNaming(member.id, async () => {
      last = await open(member);
      await expect.poll(() => last?.counts, { timeout: 3_000 }).toEqual([0]);
    });
    expect(openingOnceKnown).toBe(0);

    const counting = await statementsNaming(
      member.id,
      async () => {
        await notify(member);
        for (const stream of [...streams, last]) await expect.poll(() => stream?.counts, { timeout: 3_000 }).toEqual([0, 1]);
      },
      'count(*)::int as count from notifications',
    );
    expect(counting).toBe(1);
  });

  it('opened 500 at once by one member: the cap holds, others are served, and the member’s own streams go on', async () => {
    const member = await newMember(ctx);
    const other = await newMember(ctx);
    const [streams, othersList] = await Promise.all([openMany(member, 500), other.api.get('/api/notifications')]);
    expect(othersList.statusCode).toBe(200);
    const statuses = statusesOf(streams);
    expect(statuses.filter((status) => status === 200)).toHaveLength(UNREAD_STREAMS_PER_MEMBER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(500 - UNREAD_STREAMS_PER_MEMBER);

    const kept = streams.filter((stream) => stream.response.statusCode === 200);
    for (const stream of kept) await expect.poll(() => stream.counts, { timeout: 5_000 }).toEqual([0]);
    await notify(member);
    for (const stream of kept) await expect.poll(() => stream.counts, { timeout: 5_000 }).toEqual([0, 1]);
  });
});
