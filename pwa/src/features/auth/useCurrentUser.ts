import { useQuery } from '@tanstack/react-query';
import { isAdmin } from '@shared/auth/roles';
import { queryKeys } from '@/http/queryKeys';
import { fetchCurrentUser } from './currentUser';

/** Signed in or out is decided by this one query (SPEC §4); `user` is null when signed out. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: queryKeys.auth.me,
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
    // Many components ask who is signed in. Had it failed (no signal), each one mounting would ask again, and each
    // new attempt empties the answer (pending) and swaps what they show, mounting more of them: a loop. It is asked
    // again when the connection returns (App) or on sign-in/out instead.
    retryOnMount: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAdmin: isAdmin(user),
    error: query.error,
  };
}
