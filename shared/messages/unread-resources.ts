import { declareResource } from '../http/resource';
import { unreadCountSchema } from './unread-count';

/** The header's badge, on every screen (so apart from the conversations' declarations, ./resources.ts). */
export const unreadMessagesResources = {
  count: declareResource({
    method: 'GET',
    path: '/api/messages/unread-count',
    response: unreadCountSchema,
    access: 'member',
    device: 'kept-for-member',
  }),
};
