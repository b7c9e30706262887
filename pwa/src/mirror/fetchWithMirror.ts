import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from '../http/client';
import { defaultQueryFn } from '../http/queryClient';
import { connectivity } from '../network/connectivityStore';
import { markServedFromMirror } from './mirrorServed';

/**
 * A failure that says nothing about the data: the request never got an answer (fetch rejects with a
 * TypeError) or the device is offline. An HTTP answer such as 404 is real news and is never papered over.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  // A read given up after READ_TIMEOUT_MS (http/client.ts): no answer, like a failed request.
  if (error instanceof DOMException && error.name === 'TimeoutError') return true;
  if (error instanceof TypeError) return true;
  return !connectivity.isOnline() && !(error instanceof ApiError && error.status < 500);
}

/**
 * A query function that asks the network first and, only when the network cannot be reached, answers from the
 * offline mirror in the same shape. `readMirror` gives undefined when the mirror does not hold the answer;
 * the network error then stands. Which source answered is recorded for <LastRefreshed/>.
 */
export function queryFnWithMirror(
  readMirror: () => Promise<unknown>,
  network: QueryFunction<unknown> = defaultQueryFn,
): QueryFunction<unknown> {
  return async (context) => {
    try {
      const data = await network(context);
      markServedFromMirror(context.queryKey, false);
      return data;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      // A broken mirror must not hide the original failure.
      const mirrored = await readMirror().catch(() => undefined);
      if (mirrored === undefined) throw error;
      markServedFromMirror(context.queryKey, true);
      return mirrored;
    }
  };
}
