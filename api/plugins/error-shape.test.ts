import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';

/** The errors Fastify makes itself, before any route runs, answer `{message}` like the API's own (SPEC §7). */
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await register(ctx.app)).cookie;
});
afterAll(() => ctx.close());

function expectMessageOnly(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toEqual(expect.any(String));
}

describe("Fastify's own errors answer {message}", () => {
  it('414 for a path parameter over 100 characters', async () => {
    expectMessageOnly(await ctx.api.get(`/api/events/${'a'.repeat(101)}`), 414);
  });

  it('400 for a malformed percent-encoding in the path', async () => {
    expectMessageOnly(await ctx.api.get('/api/events/%E0%A4%A'), 400);
  });

  it('404 for an unknown API route and for a known route with another method', async () => {
    expectMessageOnly(await ctx.api.get('/api/no-such-thing'), 404);
    expectMessageOnly(await ctx.api.patch('/api/health', {}), 404);
  });

  it('415 for a body in a type the route does not read', async () => {
    expectMessageOnly(await ctx.api.post('/api/events', '<event/>', { cookie, headers: { 'content-type': 'application/xml' } }), 415);
  });

  it('413 for a JSON body over the 1 MB limit', async () => {
    const payload = JSON.stringify({ title: 'x'.repeat(1_100_000) });
    expectMessageOnly(await ctx.api.post('/api/events', payload, { cookie, headers: { 'content-type': 'application/json' } }), 413);
  });

  it('400 for broken JSON', async () => {
    expectMessageOnly(await ctx.api.post('/api/events', '{"title": ', { cookie, headers: { 'content-type': 'application/json' } }), 400);
  });
});
