import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/auth/current-user';
import type { registerSchema } from '@shared/auth/schemas';
import { signInResources } from '@shared/auth/sign-in-resources';
import type { z } from 'zod';
import { callResource } from '@/http/resources';
import { currentUserKey } from './currentUserKey';
import { requestPersistentStorage } from '@/install/persistentStorage';

export type RegisterValues = z.output<typeof registerSchema>;

/** POST /api/auth/register (201 + the new, signed-in user); the current user is then refreshed (docs/product/states.md). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RegisterValues): Promise<CurrentUser> => callResource(signInResources.register, { body: values }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      // A signed-in member relies on the offline mirror: ask the browser not to evict it.
      void requestPersistentStorage();
    },
  });
}
