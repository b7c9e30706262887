import { useQuery } from '@tanstack/react-query';
import { isAdmin } from '@shared/auth/roles';
import { queryKeys } from '@/http/queryKeys';
import { fetchCurrentUser } from './currentUser';

/** Signed in or out is decided by this one query (SPEC §4); `user` is null when signed out. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: queryKeys.auth.me,
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAdmin: isAdmin(user),
    error: query.error,
  };
}
