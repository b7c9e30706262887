import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '@shared/auth/current-user';
import type { loginSchema } from '@shared/auth/schemas';
import type { z } from 'zod';
import { apiRequest, readJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { requestPersistentStorage } from '@/install/persistentStorage';

export type LoginValues = z.output<typeof loginSchema>;

/** POST /api/auth/login; on success the current user is stored and then refreshed from the server (docs/product/states.md). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: LoginValues): Promise<CurrentUser> =>
      currentUserSchema.parse(await readJson(await apiRequest('POST', '/api/auth/login', values))),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.me, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me });
      // A signed-in member relies on the offline mirror: ask the browser not to evict it.
      requestPersistentStorage();
    },
  });
}
