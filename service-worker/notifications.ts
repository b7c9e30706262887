/// <reference lib="webworker" />
import { PUSH_ICON_URL, readPushPayload } from '@shared/notifications/push';
import { PUSH_OPEN_APP_TEXT } from '@shared/notifications/push-texts';
import { notificationTargets } from '@shared/notifications/targets';

/**
 * What a push shows and where a tap on it goes. Kept apart from sw.ts (which registers them) so the click handler is
 * tested without a worker (notifications.test.ts).
 */

/**
 * Shows one push (shared/notifications/push.ts). Every push must show a notification (browsers penalise a silent
 * one), so an unreadable payload still shows the app's name and opens the notifications page.
 */
export function showPush(registration: ServiceWorkerRegistration, data: unknown, fallbackTitle: string): Promise<void> {
  const push = readPushPayload(data);
  if (!push) {
    return registration.showNotification(fallbackTitle, {
      body: PUSH_OPEN_APP_TEXT,
      icon: PUSH_ICON_URL,
      data: { url: notificationTargets.notifications() },
    });
  }
  return registration.showNotification(push.title, {
    body: push.body,
    icon: push.icon,
    badge: PUSH_ICON_URL,
    // One per conversation or post: a burst collapses into one notification, which still alerts again.
    tag: push.tag,
    renotify: true,
    data: { url: push.url, notificationId: push.notificationId },
  } as NotificationOptions);
}

/**
 * The same-origin address a tapped notification opens: its `data.url` when that is a path of this app, else the
 * notifications page (a payload never sends the member to another site).
 */
export function targetOf(notificationData: unknown, origin: string): string {
  const url = typeof notificationData === 'object' && notificationData !== null ? (notificationData as { url?: unknown }).url : undefined;
  if (typeof url === 'string') {
    const target = new URL(url, origin);
    if (target.origin === origin) return target.href;
  }
  return new URL(notificationTargets.notifications(), origin).href;
}

/** The part of the worker's `clients` a tap needs (a fake in the tests). */
export type TapClients = Pick<Clients, 'matchAll' | 'openWindow'>;

/**
 * A tap on a notification: an open window of the app (a page, never a frame in one) is focused and taken to the
 * target (the first one that is visible, else any), otherwise a new window opens there.
 */
export async function openTarget(clients: TapClients, notificationData: unknown, origin: string): Promise<void> {
  const target = targetOf(notificationData, origin);
  // A frame inside a page is no window of its own: the hidden frame a show's tab is drawn in (drawShowTabs.ts) would
  // otherwise be focused and navigated, out of sight.
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client): client is WindowClient => 'focus' in client && client.frameType !== 'nested' && new URL(client.url).origin === origin,
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
