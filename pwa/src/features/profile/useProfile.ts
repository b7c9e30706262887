import { useQuery } from '@tanstack/react-query';
import { userPostListSchema } from '@shared/community/thread-responses';
import { garageSchema, userProfileSchema } from '@shared/users/profile';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { useCurrentUser } from '@/features/auth';

const userPath = (idOrUsername: string) => `/api/users/${encodeURIComponent(idOrUsername)}`;

/** GET /api/users/{id or username}; nothing is asked until the key is known. */
export function useProfile(idOrUsername: string | undefined) {
  return useApiQuery(queryKeys.users.detail(idOrUsername ?? ''), userProfileSchema, !!idOrUsername);
}

/** The signed-in member's own profile, saved on the device for them (queryKeys.users.own), so it opens offline. */
function useOwnProfile(memberId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users.own(memberId ?? ''),
    queryFn: async ({ signal }) => userProfileSchema.parse(await getJson(userPath(memberId ?? ''), { signal })),
    enabled: !!memberId,
  });
}

/**
 * The profile a route shows: /profile (no username) is the signed-in member's; a username that names them is too (their
 * car pages open offline from their saved garage); any other username is that member's public profile.
 */
export function useRoutedProfile(username: string | undefined) {
  const { user } = useCurrentUser();
  const own = useOwnProfile(user?.id);
  const namesOwn = username === undefined || own.data?.username === username;
  const other = useProfile(namesOwn ? undefined : username);
  return namesOwn ? own : other;
}

/** A member's garage; the signed-in member's own is saved on the device for them (queryKeys.users.ownGarage). */
export function useGarage(userId: string, isOwn: boolean) {
  return useQuery({
    queryKey: isOwn ? queryKeys.users.ownGarage(userId) : queryKeys.users.garage(userId),
    queryFn: async ({ signal }) => garageSchema.parse(await getJson(`${userPath(userId)}/garage`, { signal })),
  });
}

export function useUserPosts(userId: string) {
  return useApiQuery(queryKeys.users.posts(userId), userPostListSchema);
}
