import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedMember } from '@shared/users/blocking';
import { notificationResources } from '@shared/notifications/resources';
import { blockResources } from '@shared/users/block-resources';
import { memberKeyOf } from '@/http/resources';
import { blockMember, fetchBlockedMembers, unblockMember } from './blockingApi';

/**
 * The members `memberId` (the signed-in member) blocked, and blocking or unblocking one (online only). The list
 * follows each change at once; the member's notifications are read again, as a block takes out the unread ones the
 * blocked member caused.
 */
export function useBlockedMembers(memberId: string) {
  const queryClient = useQueryClient();
  const key = memberKeyOf(blockResources.list, memberId);
  const blocked = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchBlockedMembers(signal) });
  // Read again in the background; the member does not wait for it.
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: memberKeyOf(notificationResources.list, memberId) });
  };
  const block = useMutation({
    mutationFn: (member: BlockedMember) => blockMember(member.id),
    onSuccess: (_answer, member) =>
      queryClient.setQueryData<BlockedMember[]>(key, (list = []) => [member, ...list.filter((item) => item.id !== member.id)]),
    onSettled: settle,
  });
  const unblock = useMutation({
    mutationFn: (member: BlockedMember) => unblockMember(member.id),
    onSuccess: (_answer, member) =>
      queryClient.setQueryData<BlockedMember[]>(key, (list = []) => list.filter((item) => item.id !== member.id)),
    onSettled: settle,
  });
  return { blocked, block, unblock };
}
