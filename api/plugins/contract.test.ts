import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, requester, signInAsAdmin, type Method, type Requester } from '../test/http';
import { smallPng } from '../test/multipart';
import { contractChecker, sampleOf, type OpenApiDocument, type Operation } from '../test/openapi-contract';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Walks every operation of the served document as a visitor, a member and an admin, with inputs made from its own
 * schemas (valid, and deliberately invalid), and fails on an answer whose status, body or Retry-After the document
 * does not describe: what a client generated from the document would meet.
 */
let ctx: TestContext;
let document: OpenApiDocument;
let check: ReturnType<typeof contractChecker>;
let callers: Array<{ who: string; api: Requester }>;

beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
  check = contractChecker(document);
  callers = [
    { who: 'a visitor', api: ctx.api },
    { who: 'a member', api: requester(ctx.app, { cookie: (await register(ctx.app)).cookie }) },
    { who: 'an admin', api: requester(ctx.app, { cookie: await signInAsAdmin(ctx) }) },
  ];
});
afterAll(() => ctx.close());

/** Path parameters that name something seeded where one exists, so reads get past their 404. */
const SEEDED: Record<string, string> = { model: 'gto', year: '1967', trim: 'gto' };
const fill = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));

interface Call {
  what: string;
  url: string;
  body?: unknown;
  upload?: boolean;
  headers?: Record<string, string>;
}

function callsFor(path: string, operation: Operation): Call[] {
  const valid = fill(path, (name) => SEEDED[name] ?? randomUUID());
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  const upload = !!operation.requestBody?.content['multipart/form-data'];
  const sample = jsonBody ? sampleOf(jsonBody, document) : undefined;
  const calls: Call[] = [{ what: 'valid input', url: valid, body: sample, upload }];
  if (path.includes('{')) {
    calls.push({ what: 'an unknown id', url: fill(path, () => randomUUID()), body: sample, upload });
    calls.push({ what: 'a 101-character path part', url: fill(path, () => 'x'.repeat(101)), body: sample, upload });
  }
  if (operation.parameters?.some((parameter) => parameter.in === 'query')) {
    calls.push({ what: 'a malformed query', url: `${valid}?cursor=%00&limit=-1&since=not-a-date` });
  }
  if (jsonBody) {
    calls.push({ what: 'a body of wrong types', url: valid, body: { title: 42, name: [], body: {}, value: 'up' } });
    calls.push({ what: 'an XML body', url: valid, body: '<x/>', headers: { 'content-type': 'application/xml' } });
  }
  if (upload) calls.push({ what: 'a text file as the image', url: valid, body: 'not an image', upload: true });
  return calls;
}

async function send(api: Requester, method: Method, call: Call) {
  if (call.upload) {
    const bytes = typeof call.body === 'string' ? Buffer.from(call.body) : await smallPng();
    return api.upload(call.url, { bytes });
  }
  const body = call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  const headers = call.headers ?? (body === undefined ? {} : { 'content-type': 'application/json' });
  return api.request(method, call.url, body, { headers });
}

describe('the answers match the document', () => {
  it('for every operation, caller and kind of input', async () => {
    const problems: string[] = [];
    let answers = 0;
    // Signing up, in and out last: they end the member's and the admin's sessions.
    const last = (path: string) => Number(path.startsWith('/api/auth/') && path !== '/api/auth/me');
    const walk = Object.entries(document.paths).sort(([a], [b]) => last(a) - last(b));
    for (const [path, operations] of walk) {
      for (const [lowerMethod, operation] of Object.entries(operations)) {
        const method = lowerMethod.toUpperCase() as Method;
        for (const { who, api } of callers) {
          for (const call of callsFor(path, operation)) {
            const answer = await send(api, method, call);
            answers += 1;
            const problem = check(method, path, answer);
            if (problem) problems.push(`${who}, ${call.what}: ${problem}`);
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 120_000);

  it('a status the document does not list is caught (the walk above can fail)', async () => {
    const withoutNotFound = structuredClone(document);
    const operation = withoutNotFound.paths['/api/events/{id}']?.get;
    expect(operation?.responses['404']).toBeDefined();
    delete operation?.responses['404'];
    const answer = await ctx.api.get(`/api/events/${randomUUID()}`);
    expect(answer.statusCode).toBe(404);
    expect(check('GET', '/api/events/{id}', answer)).toBeNull();
    expect(contractChecker(withoutNotFound)('GET', '/api/events/{id}', answer)).toMatch(/answered 404, which it does not document/);
  });

  it('a body that does not match its schema is caught', async () => {
    const answer = await ctx.api.get('/api/models');
    expect(check('GET', '/api/models', answer)).toBeNull();
    expect(check('GET', '/api/models', { ...answer, body: JSON.stringify([{ slug: 42 }]) })).toMatch(/does not match/);
  });
});
