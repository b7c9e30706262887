import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../../test/http';
import { requester, signInAsAdmin, type Requester } from '../../test/http';
import { isEventStream, type OpenApiDocument } from '../../test/openapi-contract';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * Malformed input to every route the API describes (/api/openapi.json), as an admin so that no guard stops the
 * request before its input is read: each answer is a 4xx with a message (or a success), never a 5xx.
 */
let ctx: TestContext;
let admin: Requester;
let operations: Array<{ method: Method; path: string }>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  const document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([, operation]) => !isEventStream(operation))
      .map(([method]) => ({ method: method.toUpperCase() as Method, path })),
  );
});
afterAll(() => ctx.close());

/** A value each path parameter could plausibly have, so the body is what gets tested. */
const PLAUSIBLE: Record<string, string> = { model: 'gto', year: '1967', trim: 'gto', key: 'nobody-here' };
const plausible = (name: string) => PLAUSIBLE[name] ?? randomUUID();

const MALFORMED_PARAMS = [
  '%00',
  'x'.repeat(3000),
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '-1',
  '99999999999999999999999',
  '__proto__',
  '%E0%A4%A',
  "1'%20or%20'1'='1",
];

const fill = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));

const MALFORMED_QUERIES = [
  '?since=0000-01-01T00:00:00Z',
  '?cursor=%00',
  '?cursor=not-a-cursor&limit=-5',
  '?sort=sideways&limit=100000000000',
  '?community=a&community=b',
  '?q[$ne]=1',
  '?__proto__[polluted]=1',
  `?q=${'x'.repeat(5000)}`,
];

const MALFORMED_BODIES: Array<{ what: string; payload: string; contentType: string }> = [
  { what: 'broken JSON', payload: '{"title": ', contentType: 'application/json' },
  { what: 'an array', payload: '[]', contentType: 'application/json' },
  { what: 'a bare string', payload: '"text"', contentType: 'application/json' },
  { what: 'null', payload: 'null', contentType: 'application/json' },
  {
    what: 'wrong types',
    payload: JSON.stringify({ title: 42, body: [], value: 'up', eventDate: true, name: {} }),
    contentType: 'application/json',
  },
  {
    what: '__proto__ keys',
    payload: '{"__proto__": {"roles": ["admin"]}, "constructor": {"prototype": {"x": 1}}}',
    contentType: 'application/json',
  },
  { what: 'a 1 MB string', payload: JSON.stringify({ title: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
  { what: 'deep nesting', payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, contentType: 'application/json' },
  {
    what: 'broken multipart',
    payload: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
    contentType: 'multipart/form-data; boundary=xyz',
  },
  { what: 'multipart without a boundary', payload: 'abc', contentType: 'multipart/form-data' },
  { what: 'an unknown content type', payload: '<xml/>', contentType: 'application/xml' },
];

function expectHandled(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(JSON.parse(response.body), what).toHaveProperty('message');
}

describe('malformed input to every route', () => {
  it('path parameters', async () => {
    const withParams = operations.filter(({ path }) => path.includes('{'));
    expect(withParams.length).toBeGreaterThan(15);
    for (const { method, path } of withParams) {
      for (const value of MALFORMED_PARAMS) {
        const url = fill(path, () => value);
        expectHandled(await admin.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}), `${method} ${url}`);
      }
    }
  });

  it('query strings', async () => {
    for (const { method, path } of operations.filter((operation) => operation.method === 'GET')) {
      for (const query of MALFORMED_QUERIES) {
        const url = `${fill(path, plausible)}${query}`;
        expectHandled(await admin.request(method, url), `${method} ${url.slice(0, 120)}`);
      }
    }
  });

  it('bodies', async () => {
    const writes = operations.filter(({ method }) => method === 'POST' || method === 'PUT' || method === 'PATCH');
    expect(writes.length).toBeGreaterThan(15);
    for (const { method, path } of writes) {
      for (const { what, payload, contentType } of MALFORMED_BODIES) {
        const url = fill(path, plausible);
        const response = await admin.request(method, url, payload, { headers: { 'content-type': contentType } });
        expectHandled(response, `${method} ${url} with ${what}`);
      }
    }
    // Nothing written by any of it reached the prototype of every object.
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
  }, 60_000);
});
