import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isAdmin } from '@shared/auth/roles';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { fetchCurrentUser } from './currentUser';
import { currentUserKey } from './currentUserKey';
import { rememberMember, useRememberedMember } from './rememberedMember';

/** Answers older than this page came from the device's saved cache: the server has not been asked since. */
const pageStartedAt = Date.now();

/**
 * Signed in or out is decided by this one query (docs/product/states.md); `user` is null when signed out. The answer is kept on the
 * device (mirror/queryPersistence.ts, and at once in localStorage: rememberedMember.ts), so with no signal, or while
 * the saved cache is still being read, the app still shows the member it last knew: `isRemembered`
 * says the server has not confirmed them since (offline, or the last question failed) until it answers again.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
    // Many components ask who is signed in. Had it failed (no signal), each one mounting would ask again, and each
    // new attempt empties the answer (pending) and swaps what they show, mounting more of them: a loop. It is asked
    // again when the connection returns (App) or on sign-in/out instead.
    retryOnMount: false,
  });
  const online = useOnlineStatus();
  const remembered = useRememberedMember();
  const answeredOnThisPage = query.data !== undefined && query.dataUpdatedAt >= pageStartedAt;
  useEffect(() => {
    if (answeredOnThisPage) rememberMember(query.data ?? null);
  }, [answeredOnThisPage, query.data]);
  // An answer of this page is the server's word. Before it, the member kept in localStorage (written with every answer)
  // is newer than the saved cache, which is written a moment later and may be read late or not at all.
  const user = answeredOnThisPage ? (query.data ?? null) : (remembered ?? query.data ?? null);
  const savedBeforeThisPage = query.dataUpdatedAt < pageStartedAt && query.errorUpdatedAt < pageStartedAt;
  // The saved answer may be older than a change made since (signed in or out in another tab, roles changed): online,
  // the server is asked before anything is decided on it (`isLoading`), as without a saved answer; offline, or once
  // the question failed, the device's answer stands. `user` is there at once either way, for the header.
  const awaitingServer = savedBeforeThisPage && online;
  return {
    user,
    isLoading: query.isPending || awaitingServer,
    isAdmin: isAdmin(user),
    isRemembered: user !== null && (query.isError || !online),
    error: query.error,
  };
}
