import { eventDetailSchema, type EventDetail } from '@shared/events/responses';
import { messageFromErrorBody } from '@shared/http/error';
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

const TRANSIENT_STATUSES = new Set([408, 429]);

/**
 * How long one step may wait for its answer before it counts as unreachable (lie-fi). Giving up is safe: a
 * step that did reach the server is recognised when it is sent again. Photos get longer: they are bigger.
 */
export const EVENT_SEND_TIMEOUT_MS = 15_000;
export const PHOTO_SEND_TIMEOUT_MS = 60_000;

type Attempt = { ok: true; response: Response } | { ok: false; outcome: SendOutcome };

async function attempt(
  url: string,
  init: RequestInit,
  { eventCreated, timeoutMs }: { eventCreated: boolean; timeoutMs: number },
): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return { ok: false, outcome: { kind: 'unreachable' } };
  }
  if (response.ok) return { ok: true, response };
  if (response.status === 401) return { ok: false, outcome: { kind: 'needs-sign-in' } };
  if (response.status >= 500 || TRANSIENT_STATUSES.has(response.status)) return { ok: false, outcome: { kind: 'unreachable' } };
  const bodyText = await response.text().catch(() => '');
  const message = messageFromErrorBody(bodyText) ?? `${response.status}: ${bodyText || response.statusText}`;
  return { ok: false, outcome: { kind: 'failed', message, eventCreated } };
}

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
      { eventCreated: false, timeoutMs: EVENT_SEND_TIMEOUT_MS },
    );
    if (!created.ok) return created.outcome;
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
      { eventCreated: true, timeoutMs: PHOTO_SEND_TIMEOUT_MS },
    );
    if (!uploaded.ok) return uploaded.outcome;
    // The bytes are on the server now: keep only the marker, free the space.
    photos[index] = { ...photo, sent: true, blob: new Blob([]) };
    if (!(await outboxDb.events.update(item.id, { photos }))) break;
  }
  return { kind: 'sent', event };
}
