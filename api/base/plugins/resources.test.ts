import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationsIn } from '@shared/http/declarations';
import { pathParameters, routerPath, type ResourceDeclaration } from '@shared/http/resource';
import { createTestApp, type TestContext } from '../../test/test-app';
import { register, requester } from '../../test/http';
import { CACHE_TOPICS } from '../read-cache/cache-table';
import { EVENTS_FEED_PATH } from '@shared/events/ics';

/** Every declared resource of every domain (shared/<domain>/*resources.ts), found as the PWA's build would find them. */
const modules = import.meta.glob<Record<string, unknown>>('../../../shared/*/*resources.ts', { eager: true });
const declared = declarationsIn(modules).map(({ file, group, name, resource }) => ({
  name: `${file} ${name.slice(group.length + 1)}`,
  resource,
}));
/** The address of a call that names a thing that does not exist (a fresh uuid for each parameter). */
const someUrl = (resource: ResourceDeclaration) =>
  pathParameters(resource.path).reduce((path, name) => path.replace(`{${name}}`, randomUUID()), resource.path);

type ApiDocument = { paths: Record<string, Record<string, { responses: object }>> };

let ctx: TestContext;
let member: ReturnType<typeof requester>;
let apiDocument: ApiDocument;
beforeAll(async () => {
  ctx = await createTestApp();
  member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
  apiDocument = (await ctx.api.get('/api/openapi.json')).json<ApiDocument>();
});
afterAll(() => ctx.close());

describe('declared resources', () => {
  it('are declared at all: the declarations are found', () => {
    expect(declared.map(({ name }) => name)).toEqual(expect.arrayContaining([expect.stringMatching(/valuations\/resources\.ts list$/)]));
  });

  it.each(declared)('$name is served at its method and path, and listed in the API document', ({ resource }) => {
    expect(ctx.app.hasRoute({ method: resource.method, url: routerPath(resource.path) })).toBe(true);
    const operation = apiDocument.paths[resource.path]?.[resource.method.toLowerCase()];
    expect(operation).toBeDefined();
    const statuses = Object.keys(operation?.responses ?? {});
    expect(statuses).toContain(String(resource.status ?? 200));
    for (const status of resource.errors ?? []) expect(statuses).toContain(String(status));
  });

  it.each(declared)('$name lets in only whom its access names', async ({ resource }) => {
    const url = someUrl(resource);
    const body = resource.body ? {} : undefined;
    const signedOut = await ctx.api.request(resource.method, url, body);
    if (resource.access === 'anyone') {
      expect([200, 204, 400, 404]).toContain(signedOut.statusCode);
      return;
    }
    // Guards run before validation: an empty body still learns only that it must sign in.
    expect(signedOut.statusCode).toBe(401);
    if (resource.access === 'admin') expect((await member.request(resource.method, url, body)).statusCode).toBe(403);
  });

  it('leave nothing of the API document undeclared but the calendar feed, a file', () => {
    const declaredOperations = new Set(declared.map(({ resource }) => `${resource.method} ${resource.path}`));
    const documented = Object.entries(apiDocument.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !declaredOperations.has(operation))).toEqual([`GET ${EVENTS_FEED_PATH}`]);
  });

  it.each(declared.filter(({ resource }) => resource.cacheTopic))('$name names a topic the read cache has', ({ resource }) => {
    expect(CACHE_TOPICS).toContain(resource.cacheTopic);
  });
});
