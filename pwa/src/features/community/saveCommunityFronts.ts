import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { communityListSchema } from '@shared/community/responses';
import { queryKeys } from '@/http/queryKeys';
import { afterFirstScreen } from '@/mirror/afterFirstScreen';
import { connectivity } from '@/network/connectivityStore';
import { postPagesQuery } from './useForumQueries';

/** How often the device takes a fresh copy of every community's front page while the forum is open. */
export const COMMUNITY_FRONTS_EVERY_MS = 30 * 60_000;
const SAVED_AT_KEY = 'pontiac-hub:community-fronts-saved-at';

/**
 * Every community's first Hot page, fetched into the query cache (which the device keeps: mirror/queryPersistence),
 * so that at a show with no signal each community shows its latest posts, not only the ones opened before. One
 * community after another, in the background, at most every half hour; a page fetched lately is not asked again.
 */
export async function saveCommunityFronts(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (now - Number(localStorage.getItem(SAVED_AT_KEY) ?? 0) < COMMUNITY_FRONTS_EVERY_MS) return;
  let communities;
  try {
    communities = communityListSchema.parse(
      await queryClient.fetchQuery({ queryKey: queryKeys.communities.all, staleTime: COMMUNITY_FRONTS_EVERY_MS }),
    );
  } catch {
    return; // no signal: next time
  }
  for (const community of communities) {
    if (!connectivity.isOnline()) return;
    await queryClient.prefetchInfiniteQuery({ ...postPagesQuery(community.slug, 'hot'), staleTime: COMMUNITY_FRONTS_EVERY_MS });
  }
  localStorage.setItem(SAVED_AT_KEY, String(now));
}

/** Saves the community front pages once the forum's first screen is shown (see saveCommunityFronts). */
export function useSaveCommunityFronts() {
  const queryClient = useQueryClient();
  useEffect(() => afterFirstScreen(() => void saveCommunityFronts(queryClient)), [queryClient]);
}
