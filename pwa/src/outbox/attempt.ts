import { messageFromErrorBody } from '@shared/http/error';
import { WRITTEN_BY_HEADER } from '@shared/http/written-by';
import { isRetryableStatus, retryAfterMs } from '@shared/offline/retry-timing';

/**
 * How one request of a queued write ended. `unreachable`: no answer, or one that says "try later" (408, 429, 5xx):
 * keep waiting. `needs-sign-in`: 401, the session ended. `failed`: every other HTTP error, with the server's message.
 */
export type AttemptFailure =
  | {
      kind: 'unreachable';
      /** The server's message for a 429 (a member's write limit), for a member waiting for the answer. */
      tooOften?: string;
      /** The "try later" answer's status (absent: no answer at all) and how long its Retry-After asked to wait. */
      status?: number;
      retryAfterMs?: number | null;
    }
  | { kind: 'needs-sign-in' }
  | { kind: 'failed'; message: string };

/**
 * How long one request of a queued write may wait for its answer before it counts as unreachable (lie-fi): a JSON
 * request a quarter of a minute, an upload (a photo, a picture) a minute. Giving up is safe: a request that did reach
 * the server is recognised when it is sent again.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
export const UPLOAD_TIMEOUT_MS = 60_000;

export type Attempt = { ok: true; response: Response } | { ok: false; failure: AttemptFailure };

/**
 * One request of a queued write, with plain fetch (the service worker sends too). Giving up after `timeoutMs` is safe:
 * every queued write carries an id the server recognises, so a request that did arrive is harmless when sent again.
 * `writtenBy`, the member who wrote it, goes with it: the server answers 401 under anyone else's session, so nobody
 * has to ask who is signed in before sending.
 */
export async function attempt(url: string, init: RequestInit, timeoutMs: number, writtenBy: string): Promise<Attempt> {
  let response: Response;
  const headers = new Headers(init.headers);
  headers.set(WRITTEN_BY_HEADER, writtenBy);
  try {
    response = await fetch(url, {
      ...init,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, failure: { kind: 'unreachable' } };
  }
  if (response.ok) return { ok: true, response };
  if (response.status === 401) return { ok: false, failure: { kind: 'needs-sign-in' } };
  const { status } = response;
  const later = { kind: 'unreachable', status, retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), Date.now()) } as const;
  if (isRetryableStatus(status) && status !== 429) return { ok: false, failure: later };
  const bodyText = await response.text().catch(() => '');
  const message = messageFromErrorBody(bodyText) ?? `${status}: ${bodyText || response.statusText}`;
  if (status === 429) return { ok: false, failure: { ...later, tooOften: message } };
  return { ok: false, failure: { kind: 'failed', message } };
}
