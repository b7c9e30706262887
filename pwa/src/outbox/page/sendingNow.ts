/**
 * The forum writes this page is sending right now, while the member waits for the answer: they are in the outbox
 * (so nothing is lost if the page closes) but are not shown as "waiting" unless that send ends without reaching
 * the server.
 */
const sending = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function changed() {
  snapshot = new Set(sending);
  for (const listener of listeners) listener();
}

/** Marks `id` as being sent; the returned function shows it again (for a write that stays in the outbox). */
export function markSending(id: string): () => void {
  sending.add(id);
  changed();
  return () => {
    sending.delete(id);
    changed();
  };
}

export const getSendingNow = () => snapshot;

export function subscribeSendingNow(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
