import { resourceRoot, resourceUrl, type ResourceDeclaration, type ResourceInput } from '@shared/http/resource';
import { sendJson } from '@/outbox/declaredRequest';
import { outcomeOf, type WriteOutcome } from '@/outbox/outcome';
import type { AsDeclaredWrite, QueuedOf } from '@/outbox/types';

/**
 * A write sent exactly as its declaration says, typed by it: its method, address and body are made here, on the
 * page that holds the declaration, and stored with it, so the worker sends it as it is. `label`: what its "waiting"
 * card says.
 */
export function writeAsDeclared<const Declaration extends ResourceDeclaration & { outboxKind: 'declared' }>(
  resource: Declaration,
  input: ResourceInput<Declaration>,
  label: string,
): AsDeclaredWrite {
  const parts = input as { params?: unknown; body?: unknown };
  return {
    kind: 'declared',
    request: { method: resource.method, url: resourceUrl(resource, parts), body: parts.body ?? {} },
    root: resourceRoot(resource),
    label,
  };
}

/**
 * The queue key: its method and address, so a newer write of the same thing replaces the queued one; a write whose body
 * names its own id (a new record: a sale reported) is its own, so two of them are two writes.
 */
export const asDeclaredQueueKey = ({ request }: AsDeclaredWrite): string => {
  const { body } = request;
  const ownId = typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string' ? ` ${body.id}` : '';
  return `declared:${request.method} ${request.url}${ownId}`;
};

/** One JSON request as declared; on landing the pages ask again for what they read under its address's root. */
export async function sendAsDeclared(item: QueuedOf<'declared'>): Promise<WriteOutcome> {
  const answer = await sendJson(item.request, item);
  if (!answer.ok) return outcomeOf(answer.failure, false);
  return { kind: 'sent', report: { kind: 'declared', id: item.id, root: item.root } };
}
