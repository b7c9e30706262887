import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface DocumentedOperation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: {
    content: Record<
      string,
      { schema?: { properties?: Record<string, { format?: string; pattern?: string; allOf?: Array<{ pattern?: string }> }> } }
    >;
  };
  parameters?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }>; headers?: Record<string, unknown> }>;
}
type OpenApiDocument = {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { securitySchemes?: Record<string, unknown>; schemas: Record<string, unknown> };
};
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, operation })),
  );

/** Every API route the app answers, as `METHOD /path/{param}`, from Fastify's own route table. */
function registeredApiRoutes(): string[] {
  const lines = ctx.app.printRoutes({ commonPrefix: false, includeHooks: false, includeMeta: false });
  const routes = new Set<string>();
  // printRoutes draws a tree; each line ends with a path segment and its methods, e.g. "├── /api/events/:id (GET, PUT)".
  const stack: string[] = [];
  for (const line of lines.split('\n')) {
    const match = /^([│ ]*)(?:[├└]── )?(\S.*?) \(([A-Z, ]+)\)$/.exec(line) ?? /^([│ ]*)(?:[├└]── )?(\S.*)$/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const methods = match[3];
    if (!methods) continue;
    const url = stack.join('');
    for (const method of methods.split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${url}`);
  }
  return [
    ...new Set(
      [...routes]
        .filter((route) => route.includes(' /api/') && !route.includes('/api/docs') && !route.endsWith('/api/openapi.json'))
        // A prefix's root is registered as '/api/models/' and answers at '/api/models' too.
        .map((route) => route.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')),
    ),
  ].sort();
}

/** Where two routes name a parameter at one place differently, printRoutes draws `:a|:b`: the route is one of them. */
function namings(route: string): string[] {
  const match = /\{(\w+)\}((?:\|\{\w+\})+)/.exec(route);
  if (!match) return [route];
  const names = [
    match[1],
    ...(match[2] ?? '')
      .split('|')
      .filter(Boolean)
      .map((part) => part.slice(1, -1)),
  ];
  return names.map((name) => route.replace(match[0], `{${name}}`));
}

describe('the API description', () => {
  it('is an OpenAPI 3 document at /api/openapi.json that lists every API route with its method', async () => {
    const response = await ctx.api.get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const routes = registeredApiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !namings(route).some((naming) => documented.includes(naming)))).toEqual([]);
  });

  it('describes inputs from the same schemas the routes validate with', async () => {
    const document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
    const register = document.paths['/api/auth/register']?.post;
    expect(JSON.stringify(register?.requestBody)).toContain('"password"');
    expect(JSON.stringify(document.paths['/api/events/{id}']?.get?.parameters)).toContain('"id"');
  });

  it('has no reference that does not resolve (the comment tree is the component Comment)', async () => {
    const document = (await ctx.api.get('/api/openapi.json')).json<Record<string, unknown>>();
    const refs: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref' && typeof child === 'string') refs.push(child);
          else walk(child);
        }
      }
    };
    walk(document);
    const resolves = (ref: string) =>
      ref.startsWith('#/') &&
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
          document,
        ) !== undefined;
    expect(refs).toContain('#/components/schemas/Comment');
    expect(refs.filter((ref) => !resolves(ref))).toEqual([]);
  });

  it('names every operation, and says which need the session cookie', async () => {
    const document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
    expect(document.components.securitySchemes).toEqual({ cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sid' } });
    const operations = operationsOf(document);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter(({ operation }) => !operation.operationId || !operation.summary)).toEqual([]);
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ cookieAuth: [] }]);
    expect(document.paths['/api/admin/stats']?.get?.security).toEqual([{ cookieAuth: [] }]);
    expect(document.paths['/api/posts/{id}']?.get?.security).toEqual([{}, { cookieAuth: [] }]);
  });

  it('lists each error as the one {message} schema, Retry-After on 429 and 503, and 204 where nothing is sent', async () => {
    const document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
    expect(document.components.schemas.Error).toMatchObject({ type: 'object', required: ['message'] });
    for (const { name, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400)
          expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
        if (status === '429' || status === '503') expect(response.headers, `${name} ${status}`).toHaveProperty('Retry-After');
      }
    }
    for (const [url, method] of [
      ['/api/auth/logout', 'post'],
      ['/api/comments/{id}', 'delete'],
      ['/api/messages/threads/{id}/read', 'post'],
    ] as const) {
      const responses = document.paths[url]?.[method]?.responses ?? {};
      expect(Object.keys(responses), `${method} ${url}`).toContain('204');
      expect(Object.keys(responses), `${method} ${url}`).not.toContain('200');
      expect(responses['204']?.content).toBeUndefined();
    }
    expect(Object.keys(document.paths['/api/posts']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '429']),
    );
  });

  it('describes uploads as multipart and the formats the server checks', async () => {
    const document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
    const avatar = document.paths['/api/users/me/avatar']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(avatar?.properties?.image).toMatchObject({ type: 'string', format: 'binary' });
    const signUp = document.paths['/api/auth/register']?.post?.requestBody?.content['application/json']?.schema;
    expect(signUp?.properties?.email?.format).toBe('email');
    const event = document.paths['/api/events']?.post?.requestBody?.content['application/json']?.schema;
    expect(event?.properties?.eventDate?.format).toBe('date-time');
    const diy = document.paths['/api/admin/diy-videos']?.post?.requestBody?.content['application/json']?.schema;
    const video = new RegExp(diy?.properties?.video?.pattern ?? '$^');
    expect(
      ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'].every((link) => video.test(link)),
    ).toBe(true);
    expect(video.test('https://example.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    const cursor = JSON.stringify(document.paths['/api/posts']?.get?.parameters);
    expect(cursor).toContain('"name":"cursor"');
    expect(cursor).toContain('^[A-Za-z0-9_-]+$');
  });

  it('states the rules the server checks: no blank required texts, no NUL, date ranges, short path parts, 304', async () => {
    const document = (await ctx.api.get('/api/openapi.json')).json<OpenApiDocument>();
    const event = document.paths['/api/events']?.post?.requestBody?.content['application/json']?.schema?.properties ?? {};
    const accepts = (pattern: string | undefined, value: string) => new RegExp(pattern ?? '$^').test(value);
    // Every pattern a text states, its own and the added ones, as a client generated from the document checks them.
    const acceptsAll = (schema: { pattern?: string; allOf?: Array<{ pattern?: string }> } | undefined, value: string) =>
      [schema?.pattern, ...(schema?.allOf ?? []).map((part) => part.pattern)].every(
        (pattern) => pattern === undefined || accepts(pattern, value),
      );
    expect(acceptsAll(event.title, 'Cruise night')).toBe(true);
    expect(acceptsAll(event.title, '   ')).toBe(false);
    expect(acceptsAll(event.title, 'a\u0000b')).toBe(false);
    expect(acceptsAll(event.title, 'a\u202Eb')).toBe(false);
    expect(accepts(event.eventDate?.pattern, '2031-06-01T18:30:00Z')).toBe(true);
    expect(accepts(event.eventDate?.pattern, '0001-01-01T00:30:00+01:00')).toBe(false);
    expect(JSON.stringify(event.contactEmail)).toContain('"format":"email"');
    const pathParameters = document.paths['/api/posts/{id}']?.get?.parameters as Array<{ in: string; schema: { maxLength?: number } }>;
    expect(pathParameters.find((parameter) => parameter.in === 'path')?.schema.maxLength).toBe(100);
    for (const { name, operation } of operationsOf(document)) {
      if (name.startsWith('GET ')) expect(operation.responses['304'], name).toBeDefined();
    }
  });

  it('has a browsable page at /api/docs', async () => {
    const page = await ctx.api.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
  });
});
