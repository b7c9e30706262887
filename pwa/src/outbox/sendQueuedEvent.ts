import { eventDetailSchema, type EventDetail } from '@shared/events/responses';
import { attempt, type AttemptFailure } from './attempt';
import { outboxDb } from './outboxDb';
import type { QueuedEvent } from './types';

/**
 * How one attempt ended. `sent` carries the server's answer to the create (null when an earlier attempt
 * created the event and only photos were left). `unreachable`: no answer, or one that says "try later"
 * (408, 429, 5xx): keep waiting. `needs-sign-in`: 401, the session ended. `failed`: every other HTTP
 * error, with the server's message and whether the event itself is already on the server.
 */
export type SendOutcome =
  | { kind: 'sent'; event: EventDetail | null }
  | { kind: 'unreachable' }
  | { kind: 'needs-sign-in' }
  | { kind: 'failed'; message: string; eventCreated: boolean };

/**
 * How long one step may wait for its answer before it counts as unreachable (lie-fi). Giving up is safe: a
 * step that did reach the server is recognised when it is sent again. Photos get longer: they are bigger.
 */
export const EVENT_SEND_TIMEOUT_MS = 15_000;
export const PHOTO_SEND_TIMEOUT_MS = 60_000;

/** A failed step as this event's outcome: a refusal says whether the event itself is already on the server. */
const outcomeOf = (failure: AttemptFailure, eventCreated: boolean): SendOutcome =>
  failure.kind === 'failed' ? { ...failure, eventCreated } : failure;

/**
 * Sends one queued event: the create (with its client id), then each photo not yet sent (with its
 * Idempotency-Key), recording progress after every step. A replay of any step after a lost answer is
 * recognised by the server, so nothing reaches it twice. Stops early if the member discarded the item.
 * Uses plain fetch: the service worker runs this too.
 */
export async function sendQueuedEvent(item: QueuedEvent): Promise<SendOutcome> {
  let event: EventDetail | null = null;
  if (!item.eventCreated) {
    const created = await attempt(
      '/api/events',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(item.payload) },
      EVENT_SEND_TIMEOUT_MS,
      item.organizerId,
    );
    if (!created.ok) return outcomeOf(created.failure, false);
    const answer = eventDetailSchema.safeParse(await created.response.json().catch(() => null));
    event = answer.success ? answer.data : null;
    if (!(await outboxDb.events.update(item.id, { eventCreated: true }))) return { kind: 'sent', event };
  }
  const photos = [...item.photos];
  for (const [index, photo] of photos.entries()) {
    if (photo.sent) continue;
    const form = new FormData();
    form.append('image', photo.blob, photo.name);
    const uploaded = await attempt(
      `/api/events/${encodeURIComponent(item.id)}/images`,
      { method: 'POST', headers: { 'Idempotency-Key': photo.key }, body: form },
      PHOTO_SEND_TIMEOUT_MS,
      item.organizerId,
    );
    if (!uploaded.ok) return outcomeOf(uploaded.failure, true);
    // The bytes are on the server now: keep only the marker, free the space.
    photos[index] = { ...photo, sent: true, blob: new Blob([]) };
    if (!(await outboxDb.events.update(item.id, { photos }))) break;
  }
  return { kind: 'sent', event };
}
