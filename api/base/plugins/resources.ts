import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { routerPath, type DeclaredError, type ResourceAccess, type ResourceDeclaration } from '@shared/http/resource';
import { requireAdmin, requireMember, requireModerator, requireUser } from '../identity/guards';
import { noContentResponse, notModifiedResponse } from './zod';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The base's guard for each kind of caller; `owner` and `organizer` are a domain's own check, passed in. */
const GUARDS: Record<Exclude<ResourceAccess, 'owner' | 'organizer'>, Guard | null> = {
  anyone: null,
  'signed-in': requireUser,
  member: requireMember,
  moderator: requireModerator,
  admin: requireAdmin,
};

type Part<Schema> = Schema extends z.ZodType ? Schema : undefined;
type SuccessStatus<Declaration extends ResourceDeclaration> = Declaration['status'] extends number ? Declaration['status'] : 200;
type ReplayStatus<Declaration extends ResourceDeclaration> = Declaration['replayable'] extends true ? 200 : never;
type ResponseOf<Declaration extends ResourceDeclaration> = Declaration['response'] extends z.ZodType
  ? { [Status in SuccessStatus<Declaration> | ReplayStatus<Declaration>]: Declaration['response'] }
  : typeof noContentResponse;
type NotModifiedOf<Declaration extends ResourceDeclaration> = Declaration['revalidated'] extends true
  ? typeof notModifiedResponse
  : unknown;

/** The route's schema, as Fastify and the API document read it, from the declaration. */
export interface ServedSchema<Declaration extends ResourceDeclaration> {
  params: Part<Declaration['params']>;
  querystring: Part<Declaration['query']>;
  body: Part<Declaration['body']>;
  response: ResponseOf<Declaration> & NotModifiedOf<Declaration>;
  errors?: readonly DeclaredError[];
  consumes?: string[];
  produces?: string[];
  description?: string;
}

/**
 * What `routes.get/post/…(…)` needs to serve a declared resource inside a plugin registered under `app.prefix`:
 * the path, the schemas, and the guard its `access` names (a domain's own guard for `owner`/`organizer`, or one
 * that refuses in its own words, comes as `guard`; the route's `config`, as for reads that need only who asks, comes
 * as `config`). The handler stays with the domain:
 *   routes.put(...served(app, valuationResources.update, { guard }), async (request) => …)
 */
export function served<const Declaration extends ResourceDeclaration>(
  app: FastifyInstance,
  resource: Declaration,
  { guard, config }: { guard?: Guard; config?: FastifyContextConfig } = {},
): [string, { schema: ServedSchema<Declaration>; preValidation?: Guard; config?: FastifyContextConfig }] {
  const access = resource.access;
  const preValidation = guard ?? (access === 'owner' || access === 'organizer' ? undefined : GUARDS[access]);
  if (!preValidation && access !== 'anyone') throw new Error(`${resource.method} ${resource.path} (${access}) needs its guard`);
  const statuses = [resource.status ?? 200, ...(resource.replayable ? [200] : [])];
  const answers = resource.response ? Object.fromEntries(statuses.map((status) => [status, resource.response])) : noContentResponse;
  const response = resource.revalidated ? { ...answers, ...notModifiedResponse } : answers;
  // Only the parts the resource has: the API document lists what the schema holds.
  const consumes = resource.upload ? ['multipart/form-data'] : undefined;
  const produces = resource.eventStream ? ['text/event-stream'] : undefined;
  const { params, query: querystring, body, errors, description } = resource;
  const parts = { params, querystring, body, response, errors, consumes, produces, description };
  const schema = Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined),
  ) as unknown as ServedSchema<Declaration>;
  return [routerPath(resource.path, app.prefix), { schema, ...(preValidation && { preValidation }), ...(config && { config }) }];
}
