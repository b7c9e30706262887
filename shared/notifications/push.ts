import { z } from 'zod';

/** The icon every push shows (a file the PWA ships). */
export const PUSH_ICON_URL = '/icons/icon-192.png';

/**
 * What the server pushes (JSON, encrypted by Web Push) and the service worker shows with `showNotification(title,
 * { body, icon, tag, data: { url } })`. `tag` is per conversation, post, show or report, so a burst collapses into
 * one; a tap opens or focuses the app at `url` (an app path). `notificationId` is the notification it came from (null when the member
 * wants this kind pushed but not in the app).
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  tag: z.string(),
  url: z.string(),
  notificationId: z.uuid().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
