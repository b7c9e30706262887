import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, requester, signInAsAdmin, type Method, type Requester } from '../../test/http';
import { multipartBody, smallPng } from '../../test/multipart';
import { newEventPayload } from '../../events/event-fixture';
import {
  contractChecker,
  isEventStream,
  sampleOf,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '../../test/openapi-contract';
import { createTestApp, type TestContext } from '../../test/test-app';

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
  const member = await register(ctx.app);
  const memberApi = requester(ctx.app, { cookie: member.cookie });
  const adminApi = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  callers = [
    { who: 'a visitor', api: ctx.api },
    { who: 'a member', api: memberApi },
    { who: 'an admin', api: adminApi },
  ];
  real = await createRealThings(memberApi, adminApi);
});

/** Things of the member's that the walk's "valid" calls name, so they reach the routes' answers, not only their 404. */
let real: { paths: Record<string, string>; fields: Record<string, string> };
async function createRealThings(member: Requester, admin: Requester) {
  const created = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    if (answer.statusCode !== 201) throw new Error(`setup failed: ${answer.statusCode} ${answer.body}`);
    return JSON.parse(answer.body) as { id: string; username?: string };
  };
  const community = (await ctx.api.get('/api/communities')).json<Array<{ slug: string }>>()[0]?.slug ?? 'general';
  const post = await created(member.post('/api/posts', { communitySlug: community, title: 'Walked post', body: 'Tree below' }));
  const comment = await created(member.post(`/api/posts/${post.id}/comments`, { body: 'A comment' }));
  await created(member.post(`/api/posts/${post.id}/comments`, { body: 'A reply', parentId: comment.id }));
  const event = await created(member.post('/api/events', newEventPayload({ title: 'Walked event' })));
  const car = await created(member.post('/api/garage', { modelSlug: 'gto', year: 1967 }));
  const me = (await admin.get('/api/auth/me')).json<{ id: string }>();
  const thread = (await member.post('/api/messages/threads', { userId: me.id })).json<{ id: string }>();
  const profile = (await member.get('/api/auth/me')).json<{ username: string }>();
  return {
    paths: {
      '/api/posts/{id}': post.id,
      '/api/comments/{id}': comment.id,
      '/api/events/{id}': event.id,
      '/api/garage/{id}': car.id,
      '/api/messages/threads/{id}': thread.id,
      '/api/users/{key}': profile.username,
    },
    fields: { communitySlug: community, modelSlug: 'gto', userId: me.id, targetId: post.id },
  };
}
afterAll(() => ctx.close());

/** Path parameters that name something seeded where one exists, so reads get past their 404. */
const SEEDED: Record<string, string> = { model: 'gto', year: '1967', trim: 'gto' };
const fill = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));

/**
 * A query parameter no route lists. Every route ignores such parameters (the document's description says so): an old
 * copy of the offline app that still sends a parameter the server has dropped keeps working.
 */
const UNLISTED_PARAMETER = 'not-a-listed-parameter';
const withUnlistedParameter = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${UNLISTED_PARAMETER}=1`;

interface Call {
  what: string;
  url: string;
  /** An input the server must refuse (a 4xx): the outside probe's abuses. */
  mustRefuse?: boolean;
  /** Raw multipart bytes and their content type, sent as they are. */
  multipart?: { payload: Buffer; contentType: string };
  /** For a read: the call whose status this one must have, as nothing but an ignored parameter sets them apart. */
  sameAs?: string;
  body?: unknown;
  upload?: boolean;
  headers?: Record<string, string>;
}

/** The path with the member's own things where it names one, seeded catalogue entries, else new ids. */
function validUrl(path: string) {
  const prefix = Object.keys(real.paths).find((known) => path.startsWith(known));
  const named = prefix ? `${prefix.replace(/\{\w+\}/, real.paths[prefix] ?? '')}${path.slice(prefix.length)}` : path;
  return fill(named, (name) => SEEDED[name] ?? randomUUID());
}

/** A sample body naming real things (a community, a model, a member) where its fields ask for them. */
function validBody(schema: JsonSchema) {
  const sample = sampleOf(schema, document);
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return sample;
  const fields = Object.entries(real.fields).filter(([key]) => key in sample);
  return { ...sample, ...Object.fromEntries(fields) };
}

function callsFor(method: Method, path: string, operation: Operation): Call[] {
  const valid = validUrl(path);
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  const upload = !!operation.requestBody?.content['multipart/form-data'];
  const sample = jsonBody ? validBody(jsonBody) : undefined;
  // A write's valid call carries the unlisted parameter itself (a second write would change what it finds).
  const calls: Call[] =
    method === 'GET'
      ? [
          { what: 'valid input', url: valid },
          { what: 'valid input and an unlisted query parameter', url: withUnlistedParameter(valid), sameAs: 'valid input' },
        ]
      : [{ what: 'valid input and an unlisted query parameter', url: withUnlistedParameter(valid), body: sample, upload }];
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
  if (upload) {
    calls.push({ what: 'a text file as the image', url: valid, body: 'not an image', upload: true });
    for (const [what, multipart] of Object.entries(brokenMultipart)) calls.push({ what, url: valid, multipart, mustRefuse: true });
  }
  if (jsonBody && sample !== undefined) {
    for (const path of instantPaths(jsonBody, document)) {
      const body = withValueAt(jsonBody, sample, path, OUT_OF_RANGE_INSTANT);
      calls.push({ what: `year 0 (in UTC) at ${path.join('.')}`, url: valid, body, mustRefuse: true });
    }
  }
  if (method === 'POST' && path === '/api/push/subscriptions') {
    for (const endpoint of INTERNAL_ENDPOINTS) {
      calls.push({ what: `a push endpoint at ${endpoint}`, url: valid, body: { ...(sample as object), endpoint }, mustRefuse: true });
    }
  }
  return calls;
}

/** The instant the outside probe sent: year 1 in its own zone, year 0 in UTC, which PostgreSQL cannot store. */
const OUT_OF_RANGE_INSTANT = '0001-01-01T00:30:00+01:00';
/** Push endpoints inside the server's own network (a blind SSRF). */
const INTERNAL_ENDPOINTS = [
  'https://127.0.0.1:8443/push',
  'https://localhost/push',
  'https://[::1]/push',
  'https://169.254.169.254/latest/meta-data',
  'https://10.0.0.1/push',
];

/** Multipart bodies the probe broke: cut short inside the file, with no file, and with another boundary. */
let brokenMultipart: Record<string, { payload: Buffer; contentType: string }> = {};
beforeAll(async () => {
  const whole = multipartBody({ bytes: await smallPng() });
  const contentType = whole.headers['content-type'];
  const fieldOnly = Buffer.from(`--AAAA\r\nContent-Disposition: form-data; name="caption"\r\n\r\nno file\r\n--AAAA--\r\n`);
  brokenMultipart = {
    'a multipart body cut short inside the file': { payload: whole.payload.subarray(0, whole.payload.length - 60), contentType },
    'a multipart body with no file': { payload: fieldOnly, contentType: 'multipart/form-data; boundary=AAAA' },
    'a multipart body with another boundary than declared': { payload: whole.payload, contentType: 'multipart/form-data; boundary=AAAA' },
    'a multipart body with no boundary': { payload: whole.payload, contentType: 'multipart/form-data' },
  };
});

const resolveRef = (schema: JsonSchema, doc: OpenApiDocument): JsonSchema =>
  typeof schema.$ref === 'string' ? resolveRef(doc.components.schemas[schema.$ref.split('/').pop() ?? ''] as JsonSchema, doc) : schema;

/** The paths (object keys, `0` for an array's item) of every date-time field a body schema has, optional ones too. */
function instantPaths(schema: JsonSchema, doc: OpenApiDocument, at: string[] = []): string[][] {
  const resolved = resolveRef(schema, doc);
  if (resolved.format === 'date-time') return [at];
  const options = (resolved.anyOf ?? resolved.oneOf ?? resolved.allOf) as JsonSchema[] | undefined;
  if (options) return options.flatMap((option) => instantPaths(option, doc, at)).slice(0, 1);
  if (resolved.type === 'array' && resolved.items) return instantPaths(resolved.items as JsonSchema, doc, [...at, '0']);
  const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([key, value]) => instantPaths(value, doc, [...at, key]));
}

/** A copy of `sample` with `value` at `path`, making the objects and array items on the way from their schemas. */
function withValueAt(schema: JsonSchema, sample: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const resolved = resolveRef(schema, document);
  const options = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  const shape = options?.find((option) => resolveRef(option, document).type !== 'null') ?? resolved;
  const concrete = resolveRef(shape, document);
  if (concrete.type === 'array') {
    const item = concrete.items as JsonSchema;
    const items = Array.isArray(sample) && sample.length ? [...(sample as unknown[])] : [sampleOf(item, document)];
    items[0] = withValueAt(item, items[0], rest, value);
    return items;
  }
  const properties = (concrete.properties ?? {}) as Record<string, JsonSchema>;
  const child = properties[key] ?? {};
  const object = typeof sample === 'object' && sample !== null ? { ...(sample as Record<string, unknown>) } : {};
  const current = key in object ? object[key] : rest.length ? sampleOf(child, document) : undefined;
  return { ...object, [key]: withValueAt(child, current, rest, value) };
}

/** What shows that a call's unlisted query parameter was not ignored, or null. */
function unlistedParameterProblem(call: Call, answer: { statusCode: number; body: string }, statuses: Map<string, number>) {
  if (!call.url.includes(UNLISTED_PARAMETER)) return null;
  if (answer.statusCode === 400 && answer.body.includes(UNLISTED_PARAMETER)) return `refused the unlisted parameter: ${answer.body}`;
  const expected = call.sameAs && statuses.get(call.sameAs);
  return expected && expected !== answer.statusCode ? `answered ${answer.statusCode} with it, ${expected} without it` : null;
}

async function send(api: Requester, method: Method, call: Call) {
  if (call.multipart) {
    return api.request(method, call.url, call.multipart.payload, { headers: { 'content-type': call.multipart.contentType } });
  }
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
    const succeeded = new Set<string>();
    const probed = new Set<string>();
    // Deletions after everything else reads the things they remove; signing up, in and out last: they end the
    // member's and the admin's sessions.
    const order = ({ path, method }: { path: string; method: Method }) =>
      path.startsWith('/api/auth/') && path !== '/api/auth/me' ? 2 : method === 'DELETE' ? 1 : 0;
    const walk = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({ path, method: method.toUpperCase() as Method, operation })),
      )
      .filter(({ operation }) => !isEventStream(operation))
      .sort((a, b) => order(a) - order(b));
    for (const { path, method, operation } of walk) {
      for (const { who, api } of callers) {
        const statuses = new Map<string, number>();
        for (const call of callsFor(method, path, operation)) {
          const answer = await send(api, method, call);
          answers += 1;
          statuses.set(call.what, answer.statusCode);
          if (answer.statusCode < 300) succeeded.add(`${method} ${path}`);
          const problem = check(method, path, answer);
          if (problem) problems.push(`${who}, ${call.what}: ${problem}`);
          if (call.mustRefuse) probed.add(`${method} ${path}: ${call.what}`);
          if (call.mustRefuse && (answer.statusCode < 400 || answer.statusCode >= 500)) {
            problems.push(
              `${who}, ${call.what}: ${method} ${path} answered ${answer.statusCode}, not a refusal: ${answer.body.slice(0, 200)}`,
            );
          }
          const etag = answer.headers.etag;
          if (method === 'GET' && answer.statusCode === 200 && typeof etag === 'string' && !call.url.includes(UNLISTED_PARAMETER)) {
            const again = await api.get(call.url, { headers: { 'if-none-match': etag } });
            answers += 1;
            const unchanged = check(method, path, again);
            if (unchanged) problems.push(`${who}, the same read with its ETag: ${unchanged}`);
          }
          const ignored = unlistedParameterProblem(call, answer, statuses);
          if (ignored) problems.push(`${who}, ${call.what}: ${method} ${path} ${ignored}`);
        }
      }
    }
    expect(answers).toBeGreaterThan(500);
    // The answers with the richest bodies were reached and checked, not only refusals.
    expect([...succeeded]).toEqual(
      expect.arrayContaining([
        'GET /api/posts/{id}',
        'POST /api/posts/{id}/comments',
        'POST /api/events',
        'GET /api/models',
        'GET /api/messages/threads/{id}',
      ]),
    );
    expect(succeeded.size).toBeGreaterThan(40);
    // The probe's abuses reached every date field and every upload route.
    expect([...probed]).toEqual(
      expect.arrayContaining([
        'POST /api/events: year 0 (in UTC) at eventDate',
        'PUT /api/events/{id}/show: year 0 (in UTC) at schedule.0.startsAt',
        'PUT /api/events/{id}/show: year 0 (in UTC) at votingOpensAt',
        'PUT /api/events/{id}/show: year 0 (in UTC) at votingClosesAt',
        'PUT /api/shows/{eventId}/votes/{classId}: year 0 (in UTC) at castAt',
        'POST /api/shows/{eventId}/check-ins: year 0 (in UTC) at checkedInAt',
        'POST /api/push/subscriptions: a push endpoint at https://169.254.169.254/latest/meta-data',
      ]),
    );
    const uploadRoutes = new Set([...probed].filter((what) => what.endsWith('a multipart body cut short inside the file')));
    expect(uploadRoutes.size).toBeGreaterThanOrEqual(6);
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

  it('an unlisted query parameter that is refused or changes a read is caught', () => {
    const read = { what: 'with it', url: withUnlistedParameter('/api/models'), sameAs: 'without it' };
    const plain = new Map([['without it', 200]]);
    expect(unlistedParameterProblem(read, { statusCode: 200, body: '[]' }, plain)).toBeNull();
    expect(unlistedParameterProblem(read, { statusCode: 404, body: '{"message":"Not found"}' }, plain)).toMatch(/404 with it, 200 without/);
    const refused = { statusCode: 400, body: JSON.stringify({ message: `Unrecognized key: "${UNLISTED_PARAMETER}"` }) };
    expect(unlistedParameterProblem({ what: 'a write', url: withUnlistedParameter('/api/posts') }, refused, new Map())).toMatch(/refused/);
  });
});
