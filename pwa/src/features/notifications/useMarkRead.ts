import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '@shared/notifications/responses';
import type { MarkReadInput } from '@shared/notifications/schemas';
import { submit } from '@/outbox/page/submit';
import type { Writer } from '@/outbox/types';
import { notificationKeys } from './notificationKeys';

/**
 * Marks notifications read: at once in the list and the bell on this device, then through the outbox, so it works
 * with no signal and reaches the server once it answers (outbox/kinds/notificationRead.ts).
 */
export function useMarkRead(member: Writer) {
  const queryClient = useQueryClient();
  return useCallback(
    async (payload: MarkReadInput) => {
      const marked = 'all' in payload ? null : new Set(payload.ids);
      const isMarked = (id: string) => marked === null || marked.has(id);
      let newlyRead = 0;
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(member.id), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => {
                  if (item.read || !isMarked(item.id)) return item;
                  newlyRead += 1;
                  return { ...item, read: true };
                }),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(member.id), (count) =>
        count === undefined ? count : marked === null ? 0 : Math.max(0, count - newlyRead),
      );
      // A refusal (a notification gone meanwhile) changes nothing the member must act on: the next poll corrects it.
      await submit({ kind: 'notification-read', payload }, member).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(member.id) });
    },
    [queryClient, member],
  );
}
