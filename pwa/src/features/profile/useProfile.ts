import { useQuery } from '@tanstack/react-query';
import { ownProfileResources, profileResources } from '@shared/users/profile-resources';
import { queryKeys } from '@/http/queryKeys';
import { callResource } from '@/http/resources';
import { useCurrentUser } from '@/features/auth';

/** A member's public profile by id or username; nothing is asked until the key is known. */
export function useProfile(key: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users.detail(key ?? ''),
    queryFn: ({ signal }) => callResource(profileResources.profile, { params: { key: key ?? '' } }, { signal }),
    enabled: !!key,
  });
}

/** The signed-in member's own profile, saved on the device for them (queryKeys.users.own), so it opens offline. */
function useOwnProfile(memberId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users.own(memberId ?? ''),
    queryFn: ({ signal }) => callResource(ownProfileResources.profile, { params: { key: memberId ?? '' } }, { signal }),
    enabled: !!memberId,
  });
}

/**
 * The profile a route shows: /profile (no key) is the signed-in member's; their id or username is too (so their profile
 * and car pages open offline from what the device saved for them, whichever address opened them); any other
 * key is that member's public profile.
 */
export function useRoutedProfile(key: string | undefined) {
  const { user } = useCurrentUser();
  const own = useOwnProfile(user?.id);
  const namesOwn = key === undefined || key === user?.id || own.data?.username === key;
  const other = useProfile(namesOwn ? undefined : key);
  return namesOwn ? own : other;
}

/** A member's garage; the signed-in member's own is saved on the device for them (queryKeys.users.ownGarage). */
export function useGarage(userId: string, isOwn: boolean) {
  return useQuery({
    queryKey: isOwn ? queryKeys.users.ownGarage(userId) : queryKeys.users.garage(userId),
    queryFn: ({ signal }) =>
      callResource(isOwn ? ownProfileResources.garage : profileResources.garage, { params: { key: userId } }, { signal }),
  });
}

export function useUserPosts(userId: string) {
  return useQuery({
    queryKey: queryKeys.users.posts(userId),
    queryFn: ({ signal }) => callResource(profileResources.posts, { params: { key: userId } }, { signal }),
  });
}
