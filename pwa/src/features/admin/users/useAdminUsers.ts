import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserPageSchema, adminUserSchema } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import type { Role } from '@shared/auth/roles';
import { apiRequest, getJson, readJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { toastFailure, toastSuccess } from '../adminToast';

/** GET /api/admin/users?q=, newest accounts first, a page at a time. */
export function useUserPages(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.users(q),
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (q) query.set('q', q);
      if (pageParam) query.set('cursor', pageParam);
      return adminUserPageSchema.parse(await getJson(`/api/admin/users?${query.toString()}`, { signal }));
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export type UserChange = { id: string; kind: 'roles'; roles: Role[] } | { id: string; kind: 'block' | 'unblock' };

const send = async (change: UserChange) => {
  const path = `/api/admin/users/${encodeURIComponent(change.id)}`;
  const response =
    change.kind === 'roles'
      ? await apiRequest('PUT', `${path}/roles`, { roles: change.roles })
      : await apiRequest('POST', `${path}/${change.kind}`);
  return adminUserSchema.parse(await readJson(response));
};

const successTitle = { roles: adminTexts.rolesSaved, block: adminTexts.userBlocked, unblock: adminTexts.userUnblocked } as const;

/** Roles, block and unblock; afterwards the panel refetches (lists, counters, activity). */
export function useUserChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (user, change) => {
      toastSuccess(successTitle[change.kind], user.name);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
  });
}
