import { connectivity, trackedFetch } from '@/network/connectivityStore';

/**
 * The one way the PWA talks to the API (docs/product/api.md, errors.md): same-origin, cookies on every call,
 * a JSON content type only when there is a body, and any non-OK answer thrown as an ApiError.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Message format of docs/product/errors.md: "{status}: {body text or status text}". */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, bodyText);
}

/**
 * A read with no answer by then is given up, so a hanging network (lie-fi) never leaves a skeleton on screen: the
 * page shows what the device holds, or the error with Retry. Shorter while the server is known to be unreachable.
 */
export const READ_TIMEOUT_MS = 6_000;
export const READ_TIMEOUT_UNREACHABLE_MS = 2_000;

function readSignal(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(connectivity.isOnline() ? READ_TIMEOUT_MS : READ_TIMEOUT_UNREACHABLE_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** A read's last ETag: the server answers 304 (thrown as an ApiError) when nothing changed. */
  ifNoneMatch?: string;
}

/** Sends one request; JSON bodies are serialised, FormData goes as-is (the browser sets its boundary). */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal, ifNoneMatch }: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = {};
  if (hasBody && !isForm) headers['Content-Type'] = 'application/json';
  // Our own If-None-Match, so the 304 reaches us instead of being turned into the browser's cached 200.
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
  const response = await trackedFetch(url, {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: !hasBody ? undefined : isForm ? body : JSON.stringify(body),
    // Writes are not timed: a large upload on a slow link is slow, not lost.
    signal: method === 'GET' ? readSignal(signal) : signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** Parsed JSON of a successful answer; `null` for an empty one (e.g. 204). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const data: unknown = JSON.parse(text);
  return data;
}

export async function getJson(url: string, options?: RequestOptions): Promise<unknown> {
  return readJson(await apiRequest('GET', url, undefined, options));
}
