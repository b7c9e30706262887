import { unreadNotificationsResources } from '@shared/notifications/unread-resources';
import { memberKeyOf } from '@/http/resources';

/** The bell's count: apart from the list's keys, whose declarations load with the notifications pages only. */
export const unreadNotificationsKey = (memberId: string) => memberKeyOf(unreadNotificationsResources.count, memberId);
