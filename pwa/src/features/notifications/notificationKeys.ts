import { notificationResources } from '@shared/notifications/resources';
import { memberKeyOf } from '@/http/resources';
import { unreadNotificationsKey } from './unreadNotificationsKey';

/**
 * A member's notifications, keyed by the member whose they are (memberKeyOf: kept on the device for them alone), from
 * their declarations (shared/notifications/resources.ts). The list's key is the others' prefix, so invalidating it
 * refreshes every one of them (features/blocking does, after a block).
 */
export const notificationKeys = {
  /** The pages of the list, newest first (the `before` cursor is each page's). */
  list: (memberId: string) => memberKeyOf(notificationResources.list, memberId),
  settings: (memberId: string) => memberKeyOf(notificationResources.settings, memberId),
  unreadCount: unreadNotificationsKey,
};
