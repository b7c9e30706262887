import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceUrl } from '@shared/http/resource';
import { unreadNotificationsResources } from '@shared/notifications/unread-resources';
import { ApiError, apiRequest, readJson } from '@/http/client';
import { keepEventStreamOpen } from './eventStream';
import { unreadNotificationsKey } from './unreadNotificationsKey';

/**
 * The bell asks this often while the page is visible (a hidden page does not poll: TanStack's default): the fallback
 * of the live count (useLiveUnreadCount), for a proxy that buffers its stream or a server that hears no changes.
 */
const BELL_POLL_MS = 30_000;

/** The last answer per member and its ETag: sent back as If-None-Match, a 304 (no database query) keeps the count. */
const lastAnswers = new Map<string, { etag: string; count: number }>();

async function fetchUnreadCount(memberId: string, signal: AbortSignal): Promise<number> {
  const last = lastAnswers.get(memberId);
  try {
    const { count: resource } = unreadNotificationsResources;
    const response = await apiRequest(resource.method, resourceUrl(resource), undefined, { signal, ifNoneMatch: last?.etag });
    const { count } = resource.response.parse(await readJson(response));
    const etag = response.headers.get('ETag');
    if (etag) lastAnswers.set(memberId, { etag, count });
    return count;
  } catch (error) {
    if (error instanceof ApiError && error.status === 304 && last) return last.count;
    throw error;
  }
}

/**
 * The count as it changes, from the server's event stream: within a moment of a mention, not at the next
 * poll. One stream per browser and member, not per tab: the tab holding the lock (Web Locks) keeps it open and tells
 * the others over a BroadcastChannel; when that tab closes, the next one takes the lock and opens it. Each stream
 * holds one of the few connections a browser opens to a site, which the app's own requests (a show day's queued
 * writes) need. A dropped stream is opened again after a random delay, backing off while it keeps failing
 * (eventStream.ts), so a venue's phones do not all reopen it in the same second; the 30 s poll stays the fallback.
 */
export function useLiveUnreadCount(memberId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (memberId === '') return;
    const { stream } = unreadNotificationsResources;
    const apply = (data: unknown) => {
      const parsed = stream.response.safeParse(data);
      if (!parsed.success) return false;
      // The poll's ETag is of an older count now: its next ask gets the count afresh.
      lastAnswers.delete(memberId);
      queryClient.setQueryData(unreadNotificationsKey(memberId), parsed.data.count);
      return true;
    };
    const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`unread-count:${memberId}`);
    tabs?.addEventListener('message', (message) => apply(message.data));
    let close: (() => void) | undefined;
    const open = () => {
      close = keepEventStreamOpen(resourceUrl(stream), (event) => {
        if (event.type !== 'count') return;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        if (apply(data)) tabs?.postMessage(data);
      });
    };
    const leaving = new AbortController();
    if ('locks' in navigator) {
      navigator.locks
        .request(`unread-count-stream:${memberId}`, { signal: leaving.signal }, () => {
          open();
          // Held until this tab's bell goes (another member, or the tab closes).
          return new Promise<void>((release) => leaving.signal.addEventListener('abort', () => release()));
        })
        .catch(() => {}); // Aborted while waiting for the lock: nothing was opened.
    } else {
      open();
    }
    return () => {
      leaving.abort();
      close?.();
      tabs?.close();
    };
  }, [memberId, queryClient]);
}

/** How many notifications wait unread for `memberId` (none asked for while signed out: ''). */
export function useUnreadNotifications(memberId: string) {
  return useQuery({
    queryKey: unreadNotificationsKey(memberId),
    enabled: memberId !== '',
    queryFn: ({ signal }) => fetchUnreadCount(memberId, signal),
    refetchInterval: BELL_POLL_MS,
  });
}
