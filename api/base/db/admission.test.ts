import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@shared/http/error';
import { createPost, newMember, newPostPayload } from '../../community/community-fixture';
import { STALE_WHILE_BUSY_MS } from '../read-cache/read-cache';
import { createTestApp, untilCachesListen, type TestContext } from '../../test/test-app';
import { connectionPool, CROWDED_RETRY_AFTER_SECONDS, poolIsCrowded } from './admission';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await untilCachesListen(ctx.app);
});
afterAll(() => ctx.close());

const pool = () => {
  const found = connectionPool(ctx.orm);
  if (!found) throw new Error('the ORM has no pool');
  return found;
};

async function until(check: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the pool never got there');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Every connection of the pool held in an open transaction, and statements waiting for one past the limit,
 * until `release` is called.
 */
async function crowdThePool() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const size = pool().max;
  const holding = Array.from({ length: size }, () =>
    ctx.orm.em.fork().transactional(async (em) => {
      await em.execute('select 1');
      await released;
    }),
  );
  await until(() => pool().numUsed() === size);
  const waiting = Array.from({ length: 3 }, () =>
    ctx.orm.em
      .getConnection()
      .execute('select 1')
      .catch(() => undefined),
  );
  // Crowded once the first of them has waited past the limit: a newcomer would wait longer still.
  await until(() => poolIsCrowded(ctx.orm));
  return {
    async release() {
      release();
      await Promise.all([...holding, ...waiting]);
    },
  };
}

describe('admission in front of the database pool', () => {
  it('refuses at once with 503 and Retry-After while the pool is crowded (readiness still 200), writes nothing, and answers again once it is not', async () => {
    const member = await newMember(ctx);
    const stranger = await newMember(ctx);
    expect((await member.api.get('/api/auth/me')).statusCode).toBe(200);
    expect((await ctx.api.get('/api/models')).statusCode).toBe(200);
    ctx.app.sessionStore.forgetAll();
    expect((await member.api.get('/api/auth/me')).statusCode).toBe(200);

    ctx.app.readCache.clear('events');
    const crowd = await crowdThePool();
    let answers;
    try {
      answers = {
        events: await ctx.api.get('/api/events'),
        post: await member.api.post('/api/posts', newPostPayload()),
        strangersSession: await stranger.api.get('/api/auth/me'),
        keptModels: await ctx.api.get('/api/models'),
        alive: await ctx.api.get('/api/health'),
        // Its own connection: a balancer's check is answered in time whatever the crowd.
        ready: await ctx.api.get('/api/ready'),
      };
    } finally {
      await crowd.release();
    }

    for (const refused of [answers.events, answers.post, answers.strangersSession]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(CROWDED_RETRY_AFTER_SECONDS.min);
      expect(retryAfter).toBeLessThanOrEqual(CROWDED_RETRY_AFTER_SECONDS.max);
    }
    expect(answers.keptModels.statusCode).toBe(200);
    expect(answers.alive.statusCode).toBe(200);
    expect(answers.ready.statusCode).toBe(200);

    const [counted] = await ctx.orm.em
      .fork()
      .execute<Array<{ count: string }>>('select count(*) from posts where author_id = ?', [member.id]);
    expect(Number(counted?.count)).toBe(0);
    expect((await ctx.api.get('/api/events')).statusCode).toBe(200);
    expect((await stranger.api.get('/api/auth/me')).statusCode).toBe(200);
    const post = await member.api.post('/api/posts', newPostPayload());
    expect(post.statusCode, post.body).toBe(201);
  });

  it('while the pool is crowded, a visitor reads a forum page changed a moment ago as it was before, at once; a member is not given it, nor anyone once the change is older', async () => {
    const member = await newMember(ctx);
    const newest = async () => ctx.api.get('/api/posts?sort=new');
    const titles = (answer: Awaited<ReturnType<typeof newest>>) =>
      answer.json<{ items: Array<{ title: string }> }>().items.map((post) => post.title);
    const before = await newest();
    expect(before.statusCode).toBe(200);
    // The post's answer comes once this server has heard the change: the forum's kept answers are gone.
    const post = await createPost(member);

    const crowd = await crowdThePool();
    try {
      const visitor = await newest();
      expect(visitor.statusCode).toBe(200);
      expect(titles(visitor)).toEqual(titles(before));
      expect(titles(visitor)).not.toContain(post.title);
      expect((await member.api.get('/api/posts?sort=new')).statusCode).toBe(503);
    } finally {
      await crowd.release();
    }
    const fresh = await newest();
    expect(titles(fresh)).toContain(post.title);

    // A change older than the window: nothing from before it is sent, crowded or not.
    await createPost(member);
    await new Promise((resolve) => setTimeout(resolve, STALE_WHILE_BUSY_MS + 100));
    const again = await crowdThePool();
    try {
      expect((await newest()).statusCode).toBe(503);
    } finally {
      await again.release();
    }
  });
});
