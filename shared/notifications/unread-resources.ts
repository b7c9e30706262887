import { declareResource } from '../http/resource';
import { notificationUnreadCountSchema } from './unread-count';

/**
 * The bell's count, on every screen (so apart from the list's and settings' declarations, ./resources.ts). It answers
 * with an ETag, and a 304 while the count is unchanged. Served by api/notifications/routes.ts.
 */
export const unreadNotificationsResources = {
  count: declareResource({
    method: 'GET',
    path: '/api/notifications/unread-count',
    response: notificationUnreadCountSchema,
    access: 'member',
    device: 'kept-for-member',
  }),
};
