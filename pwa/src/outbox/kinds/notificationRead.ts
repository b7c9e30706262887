import { resourceUrl } from '@shared/http/resource';
import { notificationResources } from '@shared/notifications/resources';
import { attempt, REQUEST_TIMEOUT_MS } from '@/outbox/attempt';
import { outcomeOf, type WriteOutcome } from '@/outbox/outcome';
import type { NotificationReadWrite, QueuedOf } from '@/outbox/types';

/** The queue key: one per notification, or one for "all", so marking the same thing twice queues it once. */
export const notificationReadKeyOf = (write: NotificationReadWrite): string =>
  'all' in write.payload ? 'notifications-read:all' : `notifications-read:${write.payload.ids.join(',')}`;

/** notificationResources.markRead (204): marking read again is harmless, so a replay needs nothing. */
export async function sendNotificationRead(item: QueuedOf<'notification-read'>): Promise<WriteOutcome> {
  const { markRead } = notificationResources;
  const answer = await attempt(
    resourceUrl(markRead),
    { method: markRead.method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(item.payload) },
    REQUEST_TIMEOUT_MS,
    item.memberId,
  );
  if (!answer.ok) return outcomeOf(answer.failure, false);
  return { kind: 'sent', report: { kind: 'notification-read', id: item.id, memberId: item.memberId } };
}
