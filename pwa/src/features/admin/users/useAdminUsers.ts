import { adminResources } from '@shared/admin/resources';
import { callResource } from '@/http/resources';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts } from '@shared/admin/texts';
import type { Role } from '@shared/auth/roles';
import { adminKeys } from '../adminKeys';
import { toastFailure, toastSuccess } from '../adminToast';

/** GET /api/admin/users?q=, newest accounts first, a page at a time. */
export function useUserPages(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      callResource(adminResources.users, { query: { q: q || undefined, cursor: pageParam || undefined } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export type UserChange = { id: string; kind: 'roles'; roles: Role[] } | { id: string; kind: 'block' | 'unblock' };

const send = (change: UserChange) => {
  const params = { id: change.id };
  if (change.kind === 'roles') return callResource(adminResources.setRoles, { params, body: { roles: change.roles } });
  return callResource(change.kind === 'block' ? adminResources.blockUser : adminResources.unblockUser, { params });
};

const successTitle = { roles: adminTexts.rolesSaved, block: adminTexts.userBlocked, unblock: adminTexts.userUnblocked } as const;

/** Roles, block and unblock; afterwards the panel refetches (lists, counters, activity). */
export function useUserChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (user, change) => {
      toastSuccess(successTitle[change.kind], user.name);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
  });
}
