import queuedWrites from 'virtual:outbox-writes';
import type { commentResources, postResources } from '@shared/community/resources';
import type { eventResources } from '@shared/events/resources';
import { resourceUrl, type ResourceInput, type ResourceMethod } from '@shared/http/resource';
import type { messageResources } from '@shared/messages/resources';
import type { notificationResources } from '@shared/notifications/resources';
import type { showMemberResources, showOrganizerResources } from '@shared/shows/resources';
import { attempt, REQUEST_TIMEOUT_MS } from './attempt';

/**
 * The declarations the outbox sends from, as types only: the build hands over each queued write's method and path
 * (pwa/build/deviceRules.ts), so no schema of theirs weighs on the service worker.
 */
interface SentFrom {
  commentResources: typeof commentResources;
  eventResources: typeof eventResources;
  messageResources: typeof messageResources;
  notificationResources: typeof notificationResources;
  postResources: typeof postResources;
  showMemberResources: typeof showMemberResources;
  showOrganizerResources: typeof showOrganizerResources;
}

/** A declared write that names an outbox kind, by its name (`eventResources.create`). */
export type DeclaredWriteName = {
  [Group in keyof SentFrom]: {
    [Name in keyof SentFrom[Group]]: SentFrom[Group][Name] extends { outboxKind: string } ? `${Group}.${Name & string}` : never;
  }[keyof SentFrom[Group]];
}[keyof SentFrom];

/** The declaration a name stands for. */
export type DeclaredWrite<Name extends DeclaredWriteName> = Name extends `${infer Group extends keyof SentFrom}.${infer Member}`
  ? Member extends keyof SentFrom[Group]
    ? SentFrom[Group][Member]
    : never
  : never;

/** The one request a queued write (or a step of it) is: a JSON body, or the form of an upload. */
export interface OutboxRequest<Body = unknown> {
  method: ResourceMethod;
  url: string;
  body: Body;
}

/**
 * A queued write's request as its declaration says (shared/<domain>/resources.ts): its method, its address with the
 * parameters filled, and a body in the type the declaration's schema takes (an upload's FormData), so a write queued
 * in a shape the server would refuse does not compile. A declaration with no body sends an empty object.
 */
export function declaredRequest<const Name extends DeclaredWriteName>(
  name: Name,
  input: ResourceInput<DeclaredWrite<Name>>,
): OutboxRequest<ResourceInput<DeclaredWrite<Name>> extends { body: infer Body } ? Body : Record<string, never>> {
  const declared = queuedWrites[name];
  if (!declared) throw new Error(`${name} names no outbox kind in its declaration`);
  const parts = input as { params?: unknown; body?: unknown };
  return { method: declared.method, url: resourceUrl(declared, parts), body: (parts.body ?? {}) as never };
}

/** One JSON request of a queued write, sent as written by its member. */
export const sendJson = ({ method, url, body }: OutboxRequest, item: { memberId: string }) =>
  attempt(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, REQUEST_TIMEOUT_MS, item.memberId);
