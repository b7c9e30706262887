import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTexts } from '@shared/events/texts';
import { createEvent, newEventPayload } from '../../events/event-fixture';
import { MeetupEvent } from '../../events/event.entity';
import { register, requester } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { RATE_LIMIT_WINDOW_MINUTES, RATE_LIMITS } from './member-writes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('per-member write limits', () => {
  it(`a flood of event creations stops at ${RATE_LIMITS.event.max} per 10 minutes with 429; nothing more is stored; others are not affected`, async () => {
    const { cookie, user } = await register(ctx.app);
    const member = requester(ctx.app, { cookie });
    for (let i = 0; i < RATE_LIMITS.event.max; i += 1) await createEvent(member, { title: `Flood ${i}` });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => member.post('/api/events', newEventPayload({ title: `Over ${i}` }))),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ message: eventTexts.createRateLimited });
      // The oldest of the counted creations frees its place a little under 10 minutes from now.
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(RATE_LIMIT_WINDOW_MINUTES * 60 - 60);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_MINUTES * 60);
    }
    expect(await ctx.orm.em.fork().count(MeetupEvent, { organizer: user.id })).toBe(RATE_LIMITS.event.max);

    const neighbour = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
    await createEvent(neighbour, { title: 'Not affected' });
  });

  it('a replayed create (same client id and details) is answered again without counting', async () => {
    const { cookie } = await register(ctx.app);
    const member = requester(ctx.app, { cookie });
    const payload = newEventPayload({ id: crypto.randomUUID(), title: 'Sent twice' });
    expect((await member.post('/api/events', payload)).statusCode).toBe(201);
    for (let i = 0; i < RATE_LIMITS.event.max + 2; i += 1) expect((await member.post('/api/events', payload)).statusCode).toBe(200);
    expect((await member.post('/api/events', newEventPayload({ title: 'Still room' }))).statusCode).toBe(201);
  });
});
