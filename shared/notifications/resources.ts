import { declareResource } from '../http/resource';
import { mentionSuggestionListSchema, notificationPageSchema, notificationSettingsSchema, pushPublicKeySchema } from './responses';
import {
  markReadSchema,
  mentionSuggestionsQuerySchema,
  notificationPageQuerySchema,
  notificationSettingsUpdateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from './schemas';

/**
 * The signed-in member's notifications (docs/product/screens.md Notifications): the list, marking read, the switches
 * per kind. Kept on the device for that member only. Served by api/notifications/routes.ts; the bell's count is in
 * ./unread-resources.ts.
 */
export const notificationResources = {
  /** One page, newest first; `before` is the previous page's `nextCursor`. */
  list: declareResource({
    method: 'GET',
    path: '/api/notifications',
    query: notificationPageQuerySchema,
    response: notificationPageSchema,
    access: 'member',
    device: 'kept-for-member',
  }),
  /** Some ids, or all: marking read again changes nothing, so the outbox may send it twice. */
  markRead: declareResource({
    method: 'POST',
    path: '/api/notifications/read',
    body: markReadSchema,
    response: null,
    status: 204,
    access: 'member',
    device: 'not-kept',
    outboxKind: 'notification-read',
  }),
  settings: declareResource({
    method: 'GET',
    path: '/api/notifications/settings',
    response: notificationSettingsSchema,
    access: 'member',
    device: 'kept-for-member',
  }),
  /** Changes the kinds given; answers the whole settings. */
  saveSettings: declareResource({
    method: 'PUT',
    path: '/api/notifications/settings',
    body: notificationSettingsUpdateSchema,
    response: notificationSettingsSchema,
    access: 'member',
    device: 'not-kept',
  }),
  /** Members to @mention, by username (then name) prefix; never oneself. Served by api/notifications/mention-routes.ts. */
  mentionSuggestions: declareResource({
    method: 'GET',
    path: '/api/users/mention-suggestions',
    query: mentionSuggestionsQuerySchema,
    response: mentionSuggestionListSchema,
    access: 'member',
    device: 'not-kept',
  }),
};

/** Web push (docs/product/screens.md Notifications): the server's public key, and this device's subscription. */
export const pushResources = {
  /** The same for everyone, so a device may keep it with its other public answers. */
  publicKey: declareResource({
    method: 'GET',
    path: '/api/push/public-key',
    response: pushPublicKeySchema,
    access: 'anyone',
    device: 'kept',
  }),
  /** The endpoint must be a browser's push service on a public address (400 otherwise). */
  subscribe: declareResource({
    method: 'POST',
    path: '/api/push/subscriptions',
    body: pushSubscriptionSchema,
    response: null,
    status: 204,
    access: 'member',
    device: 'not-kept',
  }),
  unsubscribe: declareResource({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: pushUnsubscribeSchema,
    response: null,
    status: 204,
    access: 'member',
    device: 'not-kept',
  }),
};
