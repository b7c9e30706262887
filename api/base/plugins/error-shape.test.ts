import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The errors Fastify makes itself, before any route runs, answer `{message}` like the API's own (docs/product/api.md). */
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

  it('404 for an unknown API route, 405 with Allow for a known address with another method', async () => {
    expectMessageOnly(await ctx.api.get('/api/no-such-thing'), 404);
    const patched = await ctx.api.patch('/api/health', {});
    expectMessageOnly(patched, 405);
    expect(patched.headers.allow).toBe('GET, HEAD');
    const traced = await ctx.api.request('TRACE' as 'GET', `/api/posts/${crypto.randomUUID()}`);
    expectMessageOnly(traced, 405);
    expect(traced.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect((await ctx.api.get('/api/auth/login')).headers.allow).toBe('POST');
  });

  it('405 for QUERY and for a method the HTTP parser does not know, 400 for a request that is not HTTP, no 417', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(address.port, '127.0.0.1', () => socket.end(request));
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
        socket.on('error', reject);
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as object;
    const query = await raw('QUERY /api/models HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}');
    expect(query, query).toMatch(/^HTTP\/1\.1 405 [^]*\r\nallow: GET, HEAD\r\n/i);
    const unknown = await raw('FETCHALL /api/models HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(unknown, unknown).toMatch(/^HTTP\/1\.1 405 [^]*\r\nAllow: GET, HEAD\r\n/);
    expect(Object.keys(bodyOf(unknown))).toEqual(['message']);
    expect(await raw('FETCHALL /api/nothing-here HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 404 /);
    const expecting = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n');
    expect(expecting, expecting).toMatch(/^HTTP\/1\.1 200 /);
    const garbage = await raw('GET /api/models HTTP/1.1\r\nNot a header\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(Object.keys(bodyOf(garbage))).toEqual(['message']);
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
