import { z } from 'zod';

/**
 * GET /api/notifications/unread-count: unread notifications (a group counts once). Send the last ETag back in
 * If-None-Match: a 304 means nothing changed, and costs the server no database query. A module of its own: the
 * header's bell is on the first screens, which must not build the list's and settings' schemas (vite.config.ts).
 */
export const notificationUnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;
