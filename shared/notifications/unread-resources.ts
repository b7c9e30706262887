import { declareResource } from '../http/resource';
import { UNREAD_STREAMS_PER_MEMBER } from './limits';
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
  /**
   * The same count as it changes (a live bell), as server-sent events (`text/event-stream`): a `count` event
   * with `{ count }` at once and after each change of the member's notifications, whichever server made it. The bell's
   * poll stays as the fallback (a proxy that buffers, a pooler that drops change notifications). A member holds at most
   * UNREAD_STREAMS_PER_MEMBER open at once (./limits.ts); another is refused with 429 and Retry-After.
   */
  stream: declareResource({
    method: 'GET',
    path: '/api/notifications/unread-count/stream',
    description:
      'Server-sent events: `event: count`, `data: {"count": n}`, first at once, then on every change. ' +
      `At most ${UNREAD_STREAMS_PER_MEMBER} open at once per member (per server): another answers 429 with Retry-After.`,
    response: notificationUnreadCountSchema,
    eventStream: true,
    access: 'member',
    errors: [429],
    // Each count goes into the bell's count above, kept for its member.
    device: 'kept-for-member',
  }),
};
