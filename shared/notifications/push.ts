/** The icon every push shows (a file the PWA ships). */
export const PUSH_ICON_URL = '/icons/icon-192.png';

/**
 * What the server pushes (JSON, encrypted by Web Push) and the service worker shows with `showNotification(title,
 * { body, icon, tag, data: { url } })`. `tag` is per conversation, post, show or report, so a burst collapses into
 * one; a tap opens or focuses the app at `url` (an app path). `notificationId` is the notification it came from (null
 * when the member wants this kind pushed but not in the app).
 */
export interface PushPayload {
  title: string;
  body: string;
  icon: string;
  tag: string;
  url: string;
  notificationId: string | null;
}

const TEXT_FIELDS = ['title', 'body', 'icon', 'tag', 'url'] as const;

/**
 * A push as the service worker received it, or undefined when it is not one. Read without zod: the worker would
 * otherwise carry its own copy of it (about 20 KB on every first visit) for six fields.
 */
export function readPushPayload(data: unknown): PushPayload | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Partial<Record<keyof PushPayload, unknown>>;
  if (!TEXT_FIELDS.every((name) => typeof fields[name] === 'string')) return undefined;
  const { notificationId } = fields;
  if (notificationId !== null && typeof notificationId !== 'string') return undefined;
  const { title, body, icon, tag, url } = fields as Record<(typeof TEXT_FIELDS)[number], string>;
  return { title, body, icon, tag, url, notificationId };
}
