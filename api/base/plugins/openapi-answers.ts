import type { RouteOptions } from 'fastify';
import type { DeclaredError } from '@shared/http/resource';

/** The error statuses a route may declare beyond those derived from its shape (below): shared/http/resource.ts. */
export type { DeclaredError };

declare module 'fastify' {
  interface FastifySchema {
    /** Errors this route sends that its shape does not tell: 401 for a failed sign-in, 403 for a public read not open to everyone yet, 404 for an id in the body, 409 for a clash, 429 for a limited write. */
    errors?: readonly DeclaredError[];
  }
}

export const ERROR_COMPONENT = 'Error';
export const SESSION_SCHEME = 'cookieAuth';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid (the message says what is wrong)',
  401: 'Not signed in',
  403: 'Not allowed (or a write from another site)',
  404: 'Not found',
  409: 'A clash with what is stored',
  413: 'The body is too large',
  414: 'A part of the address is too long',
  415: 'The body is not in a type this route reads',
  431: 'The request headers (or the address) are too large',
  429: 'Too many requests: wait for Retry-After seconds',
  503: 'The database is briefly unavailable: retry after Retry-After seconds',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What an operation's shape tells about it, read from its route options. */
export interface OperationShape {
  method: string;
  url: string;
  hasInput: boolean;
  hasBody: boolean;
  hasParams: boolean;
  guarded: boolean;
  upload: boolean;
  declared: readonly DeclaredError[];
}

export function operationShape(route: RouteOptions, method: string, url: string): OperationShape {
  const schema = route.schema ?? {};
  const upload = schema.consumes?.includes('multipart/form-data') ?? false;
  const hasBody = !!schema.body || upload;
  const hasParams = url.includes('{');
  const routeGuard = Array.isArray(route.preValidation) ? route.preValidation.length > 0 : !!route.preValidation;
  return {
    method,
    url,
    hasBody,
    hasParams,
    hasInput: hasBody || hasParams || !!schema.querystring,
    // The admin area guards every route of its scope with a hook of the scope (not in the route's own options).
    guarded: routeGuard || url.startsWith('/api/admin/'),
    upload,
    declared: schema.errors ?? [],
  };
}

/** Every error status the operation can answer: derived from its shape, plus what it declares. */
export function errorStatuses(shape: OperationShape): number[] {
  // Any request may be one the HTTP parser refuses (400: not valid HTTP; 431: headers or address over 16 KB).
  const statuses = new Set<number>([400, 431, 503, ...shape.declared]);
  if (shape.guarded) statuses.add(401).add(403);
  // A write from another site is refused whatever the route (plugins/same-origin.ts), and Fastify reads a write's
  // body (too large, broken JSON, an unknown type) before any route sees it.
  if (WRITE_METHODS.has(shape.method) || shape.hasBody) statuses.add(400).add(403).add(413).add(415);
  if (shape.hasParams) statuses.add(404).add(414);
  return [...statuses].sort((a, b) => a - b);
}

const retryAfterHeader = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
};

export function errorResponse(status: number) {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    ...(status === 429 || status === 503 ? { headers: retryAfterHeader } : {}),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_COMPONENT}` } } },
  };
}

const words = (url: string) =>
  url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by ${part.slice(1, -1)}` : part.replace(/[-_.]/g, ' ')));

/** `GET /api/posts/{id}/comments` → `getPostsByIdComments`: unique, as method and path are. */
export function operationId(method: string, url: string): string {
  const camel = words(url)
    .join(' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `${method.toLowerCase()}${camel}`;
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Send', PUT: 'Replace', PATCH: 'Change', DELETE: 'Delete' };

/** `GET /api/posts/{id}/comments` → `Read posts by id comments`, unless the route names its own summary. */
export function operationSummary(method: string, url: string): string {
  return `${VERBS[method] ?? method} ${words(url).join(' ') || 'root'}`;
}
