import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/auth/current-user';
import type { loginSchema } from '@shared/auth/schemas';
import { signInResources } from '@shared/auth/sign-in-resources';
import type { z } from 'zod';
import { callResource } from '@/http/resources';
import { currentUserKey } from './currentUserKey';
import { requestPersistentStorage } from '@/install/persistentStorage';

export type LoginValues = z.output<typeof loginSchema>;

/** POST /api/auth/login; on success the current user is stored and then refreshed from the server (docs/product/states.md). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: LoginValues): Promise<CurrentUser> => callResource(signInResources.login, { body: values }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      // A signed-in member relies on the offline mirror: ask the browser not to evict it.
      void requestPersistentStorage();
    },
  });
}
