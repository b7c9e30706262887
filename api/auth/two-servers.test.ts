import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let second: Awaited<ReturnType<TestContext['anotherServer']>>;
beforeAll(async () => {
  ctx = await createTestApp();
  second = await ctx.anotherServer();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

describe('two server processes on one database', () => {
  it('share sessions: signed in on one, signed in on the other; signed out on one, signed out on both', async () => {
    const { cookie, user } = await register(ctx.app);
    const there = await second.api.get('/api/auth/me', { cookie });
    expect(there.statusCode).toBe(200);
    expect(there.json()).toMatchObject({ id: user.id });

    expect((await second.api.post('/api/auth/logout', undefined, { cookie })).statusCode).toBe(204);
    expect((await ctx.api.get('/api/auth/me', { cookie })).statusCode).toBe(401);
  });
});
