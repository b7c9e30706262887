import { userPostListSchema } from '@shared/community/thread-responses';
import { garageSchema, userProfileSchema } from '@shared/users/profile';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/users/{id or username}; nothing is asked until the key is known (own profile: the current user's id). */
export function useProfile(idOrUsername: string | undefined) {
  return useApiQuery(queryKeys.users.detail(idOrUsername ?? ''), userProfileSchema, !!idOrUsername);
}

export function useGarage(userId: string) {
  return useApiQuery(queryKeys.users.garage(userId), garageSchema);
}

export function useUserPosts(userId: string) {
  return useApiQuery(queryKeys.users.posts(userId), userPostListSchema);
}
