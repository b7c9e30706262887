import type { EventCreateInput } from '@shared/events/schemas';
import { attempt, UPLOAD_TIMEOUT_MS } from '@/outbox/attempt';
import { declaredRequest, sendJson } from '@/outbox/declaredRequest';
import { outboxDb } from '@/outbox/outboxDb';
import { outcomeOf, type WriteOutcome } from '@/outbox/outcome';
import type { EventWrite, QueuedEvent } from '@/outbox/types';

/** A new event and its chosen photos as a write: a fresh client id, and an Idempotency-Key per photo. */
export function eventWrite(payload: EventCreateInput, photos: File[]): EventWrite {
  const id = crypto.randomUUID();
  return {
    kind: 'event',
    payload: { ...payload, id },
    photos: photos.map((photo) => ({ key: crypto.randomUUID(), blob: photo, name: photo.name, sent: false })),
    eventCreated: false,
  };
}

/** Records progress on the stored event (if the member did not discard it); answers whether it is still there. */
const recordProgress = async (id: string, change: Partial<EventWrite>) =>
  (await outboxDb.writes
    .where('id')
    .equals(id)
    .modify((row) => {
      if (row.kind === 'event') Object.assign(row, change);
    })) > 0;

/**
 * Sends one queued event: the create (with its client id), then each photo not yet sent (with its
 * Idempotency-Key), recording progress after every step. A replay of any step after a lost answer is
 * recognised by the server, so nothing reaches it twice. Stops early if the member discarded the item.
 */
export async function sendEvent(item: QueuedEvent): Promise<WriteOutcome> {
  // The create's answer as it came (null when this run did not make it, or could not read it).
  let answer: unknown = null;
  const sent = (): WriteOutcome => ({
    kind: 'sent',
    report: { kind: 'event', id: item.id, title: item.payload.title ?? '', answer, imageCount: item.photos.length },
  });
  if (!item.eventCreated) {
    const created = await sendJson(declaredRequest('eventResources.create', { body: item.payload }), item);
    if (!created.ok) return outcomeOf(created.failure, false);
    answer = await created.response.json().catch(() => null);
    if (!(await recordProgress(item.id, { eventCreated: true }))) return sent();
  }
  const photos = [...item.photos];
  for (const [index, photo] of photos.entries()) {
    if (photo.sent) continue;
    const form = new FormData();
    form.append('image', photo.blob, photo.name);
    const { method, url, body } = declaredRequest('eventResources.uploadImage', { params: { id: item.id }, body: form });
    const uploaded = await attempt(url, { method, headers: { 'Idempotency-Key': photo.key }, body }, UPLOAD_TIMEOUT_MS, item.memberId);
    if (!uploaded.ok) return outcomeOf(uploaded.failure, true);
    // The bytes are on the server now: keep only the marker, free the space.
    photos[index] = { ...photo, sent: true, blob: new Blob([]) };
    if (!(await recordProgress(item.id, { photos }))) break;
  }
  return sent();
}
