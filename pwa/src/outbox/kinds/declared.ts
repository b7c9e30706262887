import { resourceRoot, type ResourceInput } from '@shared/http/resource';
import { declaredPathOf, sendJson, storedRequest, type DeclaredWrite, type DeclaredWriteName } from '@/outbox/declaredRequest';
import { outcomeOf, type WriteOutcome } from '@/outbox/outcome';
import type { AsDeclaredWrite, QueuedOf } from '@/outbox/types';

/** The declared writes this kind sends: those whose declaration names the outbox kind `declared`. */
export type AsDeclaredName = {
  [Name in DeclaredWriteName]: DeclaredWrite<Name> extends { outboxKind: 'declared' } ? Name : never;
}[DeclaredWriteName];

/** A write sent exactly as its declaration says, typed by it; `label` is what its "waiting" card says. */
export const writeAsDeclared = <const Name extends AsDeclaredName>(
  name: Name,
  input: ResourceInput<DeclaredWrite<Name>>,
  label: string,
): AsDeclaredWrite => ({ kind: 'declared', name, input: input, label });

/** The queue key: its method and address, so a newer write of the same thing replaces the queued one. */
export function asDeclaredKeyOf(write: AsDeclaredWrite): string {
  const { method, url } = storedRequest(write.name, write.input);
  return `declared:${method} ${url}`;
}

/** One JSON request as declared; on landing the pages ask again for what they read under its address's root. */
export async function sendAsDeclared(item: QueuedOf<'declared'>): Promise<WriteOutcome> {
  const answer = await sendJson(storedRequest(item.name, item.input), item);
  if (!answer.ok) return outcomeOf(answer.failure, false);
  return { kind: 'sent', report: { kind: 'declared', id: item.id, name: item.name, root: resourceRoot(declaredPathOf(item.name)) } };
}
