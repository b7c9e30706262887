import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from './useCurrentUser';
import { forgetMemberDataNotOf } from '@/http/memberOwnedKeys';

/**
 * A member's conversations, notifications, blocked members, their part of a show and their own profile and garage
 * belong to whoever is signed in, and are saved on the device under their id: when another member is signed in (on
 * this tab, or found signed in after a reload), every other member's saved data is dropped; when the member signs out
 * (or their session ends), all of it is. While nobody is known to be signed in (still asking, or an offline start)
 * nothing is dropped: the member last signed in here may read their own conversations and garage offline.
 */
export function useForgetOtherMembersData(userId: string | null) {
  const queryClient = useQueryClient();
  // The server said nobody is signed in (401), as opposed to not knowing yet or not being reachable.
  const { isLoading, error } = useCurrentUser();
  const signedOut = !userId && !isLoading && error === null;
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (userId) forgetMemberDataNotOf(queryClient, userId);
    // Also on a start found signed out: a sign-out whose saved cache was not rewritten before the app closed.
    else if (before || signedOut) forgetMemberDataNotOf(queryClient, null);
  }, [userId, signedOut, queryClient]);

  // A saved cache read late (a slow device, see mirror/boundedRestore.ts) may bring back threads that are not theirs.
  useEffect(() => {
    if (!userId && !signedOut) return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      // Checked once the cache has finished adding it (this runs inside the add).
      if (event.type === 'added') queueMicrotask(() => forgetMemberDataNotOf(queryClient, userId));
    });
  }, [userId, signedOut, queryClient]);
}
