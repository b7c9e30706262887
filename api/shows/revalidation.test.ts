import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requester } from '../test/http';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { classId, createShow, entered, garageCar, member } from './show-fixture';
import { eventually, statementsDuring } from '../test/statements';

/** A phone's saved show, revalidated with its ETag against either of two servers (as behind a load balancer). */
let ctx: TestContext;
let second: Awaited<ReturnType<TestContext['anotherServer']>>;
beforeAll(async () => {
  ctx = await createTestApp();
  second = await ctx.anotherServer();
  // Their background work polls the database on its own clock: its statements are not the requests'.
  await Promise.all([ctx.app.notificationDelivery.stop(), second.app.notificationDelivery.stop()]);
  await untilCachesListen(ctx.app, second.app);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const etagOf = async (api: Requester, url: string) => String((await api.get(url)).headers.etag);

describe("a show's revalidation", () => {
  it('is a 304 costing no query on either server while the show is unchanged, even after a rebuild, and a new ETag on both once it changes', async () => {
    const organizer = await member(ctx.app);
    const show = await createShow(organizer.api);
    const owner = await member(ctx.app);
    await entered(owner.api, show, await garageCar(owner.api), classId(show, 'GTO 1964–67'));
    const url = `/api/shows/${show.eventId}/offline`;
    const saved = await etagOf(ctx.api, url);
    const revalidate = (api: Requester, etag = saved) => api.get(url, { headers: { 'if-none-match': etag } });

    // Built on the other server too: the same content, the same ETag.
    expect(await etagOf(second.api, url)).toBe(saved);
    for (const server of [ctx, second]) {
      const { statements, result } = await statementsDuring(server.app.orm, () => revalidate(server.api));
      expect(result.statusCode).toBe(304);
      expect(statements).toBe(0);
    }

    // Another show's change empties every server's kept shows: the rebuilt answer is this show's same content.
    await createShow(organizer.api);
    for (const server of [ctx, second]) {
      const rebuilt = await eventually(
        () => statementsDuring(server.app.orm, () => revalidate(server.api)),
        ({ statements }) => statements > 0,
      );
      expect(rebuilt.statements).toBeGreaterThan(0);
      expect(rebuilt.result.statusCode).toBe(304);
    }

    const another = await member(ctx.app);
    await entered(another.api, show, await garageCar(another.api), classId(show, 'Open'));
    const changed = await etagOf(ctx.api, url);
    expect(changed).not.toBe(saved);
    expect(
      await eventually(
        () => etagOf(second.api, url),
        (etag) => etag === changed,
      ),
    ).toBe(changed);
    for (const server of [ctx, second]) {
      const answer = await revalidate(server.api);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(changed);
    }
  });
});
