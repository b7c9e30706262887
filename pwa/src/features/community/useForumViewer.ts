import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/auth';
import { forumKeys } from './forumKeys';

/** Who was signed in when the cached posts were fetched: undefined until a forum page has known it. */
let viewerOfCachedPosts: string | null | undefined;

/**
 * Posts carry the caller's own vote (myVote), and data never goes stale (docs/product/api.md): once someone signs in or out,
 * the cached posts show the previous member's votes, so they are fetched again. After a reload the app refetches
 * restored queries anyway; this covers signing in and out within one visit.
 */
export function useForumViewer() {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const viewer = isLoading ? undefined : (user?.id ?? null);
  useEffect(() => {
    if (viewer === undefined) return;
    if (viewerOfCachedPosts !== undefined && viewerOfCachedPosts !== viewer) {
      void queryClient.invalidateQueries({ queryKey: forumKeys.allPosts });
    }
    viewerOfCachedPosts = viewer;
  }, [viewer, queryClient]);
}
