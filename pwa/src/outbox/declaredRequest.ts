import { attempt, REQUEST_TIMEOUT_MS } from './attempt';
import { resourceUrl, type ResourceDeclaration, type ResourceInput, type ResourceMethod } from '@shared/http/resource';

/** The one JSON request a queued write is. */
export interface OutboxRequest {
  method: ResourceMethod;
  url: string;
  body: unknown;
}

/**
 * A queued write's request as its declaration says (shared/<domain>/resources.ts): its method, its address with the
 * parameters filled, and a body in the type the declaration's schema takes, so a write queued in a shape the server
 * would refuse does not compile. A declaration with no body sends an empty object.
 */
export function declaredRequest<const Declaration extends ResourceDeclaration>(
  resource: Declaration,
  input: ResourceInput<Declaration>,
): OutboxRequest {
  const parts = input as { params?: unknown; body?: unknown };
  return { method: resource.method, url: resourceUrl(resource, parts), body: parts.body ?? {} };
}

/** One JSON request of a queued write, sent as written by its member. */
export const sendJson = ({ method, url, body }: OutboxRequest, item: { memberId: string }) =>
  attempt(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, REQUEST_TIMEOUT_MS, item.memberId);
