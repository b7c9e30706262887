/// <reference lib="webworker" />
/**
 * What a push shows and where a tap on it goes. Kept apart from sw.ts (which registers them) so the click handler is
 * tested without a worker (notifications.test.ts).
 */

/** What the worker needs of a push's JSON to show it; the server sends these fields (shared/notifications). */
export interface PushShown {
  title: string;
  body: string;
  /** The app path a tap opens ('/post/…#comment-…'). */
  url: string;
  /** One per conversation or post, so a burst of pushes collapses into one notification. */
  tag?: string;
}

/** The app's icon, shown beside every notification (pwa/public/icons). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The shown fields of a push's JSON, or null for anything else (a push never crashes the worker). */
export function pushShownOf(data: unknown): PushShown | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (!isText(title) || !isText(body) || !isText(url)) return null;
  return isText(tag) ? { title, body, url, tag } : { title, body, url };
}

/**
 * Shows one push. Every push must show a notification (browsers penalise a silent one), so an unreadable payload
 * still shows the app's name and opens the notifications page.
 */
export function showPush(registration: ServiceWorkerRegistration, data: unknown, fallbackTitle: string): Promise<void> {
  const shown = pushShownOf(data) ?? { title: fallbackTitle, body: '', url: '/notifications' };
  return registration.showNotification(shown.title, {
    body: shown.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    ...(shown.tag ? { tag: shown.tag } : {}),
    data: { url: shown.url },
  });
}

/**
 * The same-origin address a tapped notification opens: its `data.url` when that is a path of this app, else the
 * notifications page (a payload never sends the member to another site).
 */
export function targetOf(notificationData: unknown, origin: string): string {
  const url = typeof notificationData === 'object' && notificationData !== null ? (notificationData as { url?: unknown }).url : undefined;
  if (isText(url)) {
    const target = new URL(url, origin);
    if (target.origin === origin) return target.href;
  }
  return new URL('/notifications', origin).href;
}

/** The part of the worker's `clients` a tap needs (a fake in the tests). */
export type TapClients = Pick<Clients, 'matchAll' | 'openWindow'>;

/**
 * A tap on a notification: an open window of the app is focused and taken to the target (the first one that is
 * visible, else any), otherwise a new window opens there.
 */
export async function openTarget(clients: TapClients, notificationData: unknown, origin: string): Promise<void> {
  const target = targetOf(notificationData, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client): client is WindowClient => 'focus' in client && new URL(client.url).origin === origin,
  );
  const open = windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  // A window the worker does not control cannot be navigated by it (navigate answers null or throws): open one then.
  const moved = await focused.navigate(target).catch(() => null);
  if (!moved && focused.url !== target) await clients.openWindow(target);
}
