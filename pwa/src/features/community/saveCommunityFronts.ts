import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { communityListSchema } from '@shared/community/responses';
import { activeServiceWorker } from '@/mirror/activeServiceWorker';
import { afterFirstScreen } from '@/mirror/afterFirstScreen';
import { connectivity } from '@/network/connectivityStore';
import { postPagesQuery } from './useForumQueries';
import { forumKeys } from './forumKeys';

/** How often the device takes a fresh copy of every community's front page while the forum is open. */
export const COMMUNITY_FRONTS_EVERY_MS = 30 * 60_000;

/**
 * Every community's first Hot page, fetched into the query cache (which the device keeps: mirror/queryPersistence),
 * so that at a show with no signal each community shows its latest posts, not only the ones opened before. One
 * community after another, in the background; a page the cache got less than half an hour ago is not asked again.
 * The cache's own copy is what counts, not a note that the pages were fetched: a page left before the cache was
 * saved (it is saved a moment after each change) is fetched again next time.
 */
export async function saveCommunityFronts(queryClient: QueryClient, now = Date.now()): Promise<void> {
  const savedLately = (queryKey: readonly unknown[]) =>
    now - (queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) < COMMUNITY_FRONTS_EVERY_MS;
  let communities;
  try {
    communities = communityListSchema.parse(
      await queryClient.fetchQuery({ queryKey: forumKeys.communities, staleTime: COMMUNITY_FRONTS_EVERY_MS }),
    );
  } catch {
    return; // no signal: next time
  }
  for (const community of communities) {
    if (!connectivity.isOnline()) return;
    const front = postPagesQuery(community.slug, 'hot');
    if (!savedLately(front.queryKey)) await queryClient.prefetchInfiniteQuery(front);
  }
}

/**
 * Saves the community front pages once the forum's first screen is shown (see saveCommunityFronts) and the app is
 * installed: they are for reading with no signal, which needs the service worker, and on a first visit they would
 * otherwise download (about 60 KB for the demo's 27 communities) beside the app's precache on the same bars of signal.
 */
export function useSaveCommunityFronts() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const cancelIdle = afterFirstScreen(() => {
      void activeServiceWorker().then(() => {
        if (!cancelled) void saveCommunityFronts(queryClient);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [queryClient]);
}
