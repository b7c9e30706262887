import type { z } from 'zod';

/**
 * One API resource, declared once: what both sides need to know of a call. The API serves it
 * (api/base/plugins/resources.ts: the route, its schemas, its guard and so its OpenAPI operation), the PWA calls it
 * (pwa/src/http/resources.ts: a typed request, its answer checked, its query key), and nobody writes its address by
 * hand. A domain's declarations live in `shared/<domain>/resources.ts`.
 */

export type ResourceMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (docs/product/roles.md). The server's guard follows it: `anyone` none; `signed-in` 401 signed out;
 * `member` also 403 for a blocked account; `admin` 403 for anyone else. `owner` and `organizer` name a domain's own
 * check (the route passes its guard), always after `member`'s.
 */
export type ResourceAccess = 'anyone' | 'signed-in' | 'member' | 'owner' | 'organizer' | 'moderator' | 'admin';

/**
 * What the device does with a read's answer (docs/product/api.md, and the offline rules in pwa/src/README.md):
 * `mirrored` comes with the offline snapshot too; `kept` is saved with the query cache; `kept-for-member` is saved for
 * the signed-in member only and dropped when another signs in; `not-kept` never leaves memory. Writes are `not-kept`.
 */
export type DeviceRule = 'mirrored' | 'kept' | 'kept-for-member' | 'not-kept';

/** An error a route's shape cannot tell, which the route names for the API document. */
export type DeclaredError = 401 | 403 | 404 | 409 | 429;

export interface ResourceDeclaration {
  method: ResourceMethod;
  /** The full address with `{name}` for each path parameter, as the OpenAPI document writes it. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data upload (the file in the field `image`): the body is FormData, read by the route itself. */
  upload?: true;
  /** What the API document says of the call beyond its schemas (a cursor in a header, an order). */
  description?: string;
  /** The success answer's schema; `null` for 204 No Content. */
  response: z.ZodType | null;
  /**
   * Answers with server-sent events (`text/event-stream`) that go on until the caller leaves: `response` is each
   * event's data. The API document says so (the contract and fuzz tests read it: they send requests that end).
   */
  eventStream?: true;
  /** A read that answers 304 Not Modified, with no body, when If-None-Match names its current ETag (set by the route). */
  revalidated?: true;
  /** The success status: 200 unless said (201 for a create, 204 with no body). */
  status?: 200 | 201 | 204;
  /**
   * A create that names its own id (the outbox's client id, pwa/src/outbox): sent again, it answers 200 with what the
   * first one made instead of 201, so a write queued offline is made exactly once.
   */
  replayable?: true;
  access: ResourceAccess;
  /** Errors the route's shape cannot tell (a clash, a limit, an id in the body): listed in the API document. */
  errors?: readonly DeclaredError[];
  /** The read cache's topic that keeps its answers (api/base/read-cache/cache-table.ts), if any. */
  cacheTopic?: string;
  device: DeviceRule;
  /**
   * The outbox kind that sends this write, or one of its steps, once queued on the device (pwa/src/outbox/kinds), if
   * any: the outbox takes its method and address from here.
   */
  outboxKind?: string;
}

/** Declares a resource, keeping its literal types (the schemas, the path) for both sides. */
export const declareResource = <const Declaration extends ResourceDeclaration>(declaration: Declaration): Declaration => declaration;

type Infer<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
/** What a caller passes: the path parameters, the query and the body, each only where the resource has one. */
export type ResourceInput<Declaration extends ResourceDeclaration> = {
  [Part in 'params' | 'query' | 'body' as Declaration[Part] extends z.ZodType ? Part : never]: Infer<Declaration[Part]>;
} & (Declaration['upload'] extends true ? { body: FormData } : unknown);
/** What a successful call answers (`undefined` for 204). */
export type ResourceAnswer<Declaration extends ResourceDeclaration> = Declaration['response'] extends z.ZodType
  ? z.output<Declaration['response']>
  : undefined;

const PARAMETER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
/** A path part's parameter name (`{id}` → `id`), or undefined for a fixed part. */
const parameterOf = (part: string): string | undefined => /^\{(.+)\}$/.exec(part)?.[1];

/** The path's parameter names, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(PARAMETER)].map((match) => match[1] ?? '');

/** Fastify's spelling of the path (`:name`), relative to the plugin's `prefix`. */
export function routerPath(path: string, prefix = ''): string {
  if (!path.startsWith(prefix)) throw new Error(`${path} is not under the plugin's prefix ${prefix}`);
  const relative = path.slice(prefix.length).replace(PARAMETER, ':$1');
  return relative === '' ? '/' : relative;
}

type Values = Record<string, string | number | boolean | null | undefined>;

function filled(path: string, params: Values | undefined): string[] {
  return path
    .slice(1)
    .split('/')
    .map((part) => {
      const name = parameterOf(part);
      if (name === undefined) return part;
      const value = params?.[name];
      if (value === undefined || value === null || value === '') throw new Error(`${path}: the parameter ${name} is missing`);
      return encodeURIComponent(String(value));
    });
}

/** The address to call: parameters filled in (encoded), the query's set values appended in their order. */
export function resourceUrl(resource: Pick<ResourceDeclaration, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  const url = `/${filled(resource.path, input.params as Values | undefined).join('/')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query as Values | undefined) ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** The first part of every key under a resource's root (`/api/models/{slug}` → `/api/models`). */
export function resourceRoot(resource: Pick<ResourceDeclaration, 'path'>): string {
  const [api = '', root = ''] = resource.path.slice(1).split('/');
  return `/${api}/${root}`;
}

/**
 * A read's query key: its address's parts, the first two joined (`['/api/models', slug, 'years', 1969]`), then the
 * query object if any. The default query function GETs a key without query by joining it with '/'
 * (pwa/src/http/queryClient.ts), and a write refreshes every read under a key's first part.
 */
export function resourceKey(resource: Pick<ResourceDeclaration, 'path'>, input: { params?: unknown; query?: unknown } = {}): unknown[] {
  const params = input.params as Values | undefined;
  const rest = resource.path.slice(1).split('/').slice(2);
  const values = rest.map((part) => {
    const name = parameterOf(part);
    return name === undefined ? part : params?.[name];
  });
  const key: unknown[] = [resourceRoot(resource), ...values];
  return input.query === undefined ? key : [...key, input.query];
}
