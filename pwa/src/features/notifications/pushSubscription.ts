import { pushResources } from '@shared/notifications/resources';
import type { PushSubscriptionInput } from '@shared/notifications/schemas';
import { callResource } from '@/http/resources';

/** Where push stands on this device: not possible here, blocked by the member, or on/off. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the browser wants it: base64url text to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Turns push on for this device: asks permission (only now, after the member's tap), subscribes with the server's
 * VAPID key and gives the server the subscription. Answers where push stands afterwards.
 */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return Notification.permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await callResource(pushResources.publicKey, {});
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  // The browser's own description of it; the server checks it (an endpoint off the push services is a 400 with why).
  await callResource(pushResources.subscribe, { body: subscription.toJSON() as PushSubscriptionInput });
  return 'on';
}

/** Stops pushes to this device: the server forgets the subscription, then the browser drops it. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  if (subscription) {
    await callResource(pushResources.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
