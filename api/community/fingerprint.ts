import { createHash } from 'node:crypto';
import { canonicalJson } from '../events';

type Field = string | null;

/**
 * The fingerprint of a create that carried a client id: sha256 over the author, the kind of row and the parsed
 * input, in canonical JSON (the events' rule, api/events/fingerprint.ts). A replay of the same create (an
 * offline outbox sending again) matches even if the row was edited since; a different create under the same
 * id does not, and is refused with a 409.
 */
export function forumFingerprint(kind: 'post' | 'comment', authorId: string, input: Record<string, Field>): string {
  return createHash('sha256').update(canonicalJson({ kind, authorId, input })).digest('hex');
}
