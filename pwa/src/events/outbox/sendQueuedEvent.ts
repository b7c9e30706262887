import { ApiError } from '../../api/client';
import { serverMessage } from '../../api/errorMessage';
import { outboxDb } from './outboxDb';
import type { QueuedEvent } from './types';

/**
 * How one attempt ended. `unreachable`: no answer, or one that says "try later" (408, 429, 5xx): keep
 * waiting. `needs-sign-in`: 401, the session ended. `failed`: every other HTTP error, with the server's message.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'unreachable' }
  | { kind: 'needs-sign-in' }
  | { kind: 'failed'; message: string };

const TRANSIENT_STATUSES = new Set([408, 429]);

async function failureOf(response: Response): Promise<SendOutcome | null> {
  if (response.ok) return null;
  if (response.status === 401) return { kind: 'needs-sign-in' };
  if (response.status >= 500 || TRANSIENT_STATUSES.has(response.status)) return { kind: 'unreachable' };
  const error = new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  return { kind: 'failed', message: serverMessage(error) ?? error.message };
}

/** fetch that answers "unreachable" instead of throwing when the request never got a response. */
async function attempt(url: string, init: RequestInit): Promise<SendOutcome | null> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return { kind: 'unreachable' };
  }
  return failureOf(response);
}

/**
 * Sends one queued event: the create (with its client id), then each photo not yet sent (with its
 * Idempotency-Key), recording progress after every step. A replay of any step after a lost answer is
 * recognised by the server, so nothing reaches it twice. Stops early if the member discarded the item.
 */
export async function sendQueuedEvent(item: QueuedEvent): Promise<SendOutcome> {
  if (!item.eventCreated) {
    const failure = await attempt('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(item.payload),
    });
    if (failure) return failure;
    if (!(await outboxDb.events.update(item.id, { eventCreated: true }))) return { kind: 'sent' };
  }
  const photos = [...item.photos];
  for (const [index, photo] of photos.entries()) {
    if (photo.sent) continue;
    const form = new FormData();
    form.append('image', photo.blob, photo.name);
    const failure = await attempt(`/api/events/${encodeURIComponent(item.id)}/images`, {
      method: 'POST',
      headers: { 'Idempotency-Key': photo.key },
      body: form,
    });
    if (failure) return failure;
    // The bytes are on the server now: keep only the marker, free the space.
    photos[index] = { ...photo, sent: true, blob: new Blob([]) };
    if (!(await outboxDb.events.update(item.id, { photos }))) return { kind: 'sent' };
  }
  return { kind: 'sent' };
}
