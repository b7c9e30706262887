/** Tests only: reading a member's notifications and pending pushes for the notification API tests. */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Notification, NotificationPage } from '../../shared/notifications/responses';
import type { Requester } from '../test/http';
import type { TestContext } from '../test/test-app';

/** Waits until the app has delivered every queued notification (it does so in the background). */
export const delivered = (ctx: TestContext) => ctx.app.notificationDelivery.settle();

/** The member's notifications, newest first (one page of 100), once every queued one is delivered. */
export async function notificationsOf(ctx: TestContext, member: { api: Requester }): Promise<Notification[]> {
  await delivered(ctx);
  const response = await member.api.get('/api/notifications?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().items;
}

/** The member's unread count, as the bell reads it, once every queued notification is delivered. */
export async function unreadCountOf(ctx: TestContext, member: { api: Requester }): Promise<number> {
  await delivered(ctx);
  const response = await member.api.get('/api/notifications/unread-count');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number }>().count;
}

/** The username of a member (mentions address members by it). */
export async function usernameOf(ctx: TestContext, memberId: string): Promise<string> {
  const [row] = await ctx.orm.em.fork().execute<Array<{ username: string }>>('select username from users where id = ?', [memberId]);
  if (!row) throw new Error(`no member ${memberId}`);
  return row.username;
}

/** A device's keys as a browser makes them: a P-256 public key and 16 random bytes, base64url. */
export function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * Gives the member a push subscription straight in the database; its endpoint refuses connections at once, so its
 * pushes keep waiting (retried later).
 */
export async function subscribeDevice(ctx: TestContext, memberId: string, endpoint = `https://127.0.0.1:9/push/${randomUUID()}`) {
  const { p256dh, auth } = deviceKeys();
  const [row] = await ctx.orm.em
    .fork()
    .execute<Array<{ id: string }>>(`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?) returning id`, [
      memberId,
      endpoint,
      p256dh,
      auth,
    ]);
  return row?.id ?? '';
}

/** The texts of the pushes waiting for a member's devices. */
export async function pendingPushesOf(ctx: TestContext, memberId: string) {
  await delivered(ctx);
  return ctx.orm.em
    .fork()
    .execute<Array<{ payload: { kind: string; url: string; tag: string; count: number } }>>(
      `select p.payload from push_payloads p join push_subscriptions s on s.id = p.subscription_id where s.user_id = ? order by p.created_at`,
      [memberId],
    );
}
