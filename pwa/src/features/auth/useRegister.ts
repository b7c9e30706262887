import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '@shared/auth/current-user';
import type { registerSchema } from '@shared/auth/schemas';
import type { z } from 'zod';
import { apiRequest, readJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { requestPersistentStorage } from '@/install/persistentStorage';

export type RegisterValues = z.output<typeof registerSchema>;

/** POST /api/auth/register (201 + the new, signed-in user); the current user is then refreshed (docs/product/states.md). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RegisterValues): Promise<CurrentUser> =>
      currentUserSchema.parse(await readJson(await apiRequest('POST', '/api/auth/register', values))),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.me, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me });
      // A signed-in member relies on the offline mirror: ask the browser not to evict it.
      requestPersistentStorage();
    },
  });
}
