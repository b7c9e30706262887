import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/auth/current-user';
import { queryKeys } from '@/http/queryKeys';
import { currentUserKey } from '@/features/auth';

const [MODELS_BASE] = queryKeys.models.all;
const OWNERS_CARS = queryKeys.models.ownersCars('')[2];

/**
 * After the member changes their profile or garage: every profile, garage and post list, and the model pages' "Owners'
 * cars", are asked again, and the current user (the header's name and initials) takes the server's answer at once when
 * there is one.
 */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return async (currentUser?: CurrentUser) => {
    if (currentUser) queryClient.setQueryData(currentUserKey, currentUser);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === MODELS_BASE && queryKey[2] === OWNERS_CARS }),
    ]);
  };
}
