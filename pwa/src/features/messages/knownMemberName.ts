import type { QueryClient } from '@tanstack/react-query';
import { userProfileSchema } from '@shared/users/profile';
import { queryKeys } from '@/http/queryKeys';

/**
 * A member's name as this page already knows it with no call: from their profile, if it was opened in this session
 * (the profile's Send Message leads here). Null when it was not.
 */
export function knownMemberName(queryClient: QueryClient, userId: string): string | null {
  for (const [, data] of queryClient.getQueriesData({ queryKey: queryKeys.users.all })) {
    const profile = userProfileSchema.safeParse(data);
    if (profile.success && profile.data.id === userId) return profile.data.name;
  }
  return null;
}
