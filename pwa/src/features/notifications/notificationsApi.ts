import { notificationPageSchema, notificationSettingsSchema, type NotificationSettings } from '@shared/notifications/responses';
import type { NotificationSettingsUpdate } from '@shared/notifications/schemas';
import { apiRequest, getJson, readJson } from '@/http/client';

/** One page of the member's notifications, newest first; `before` is the previous page's `nextCursor`. */
export async function fetchNotificationPage(before: string | null, signal: AbortSignal) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return notificationPageSchema.parse(await getJson(`/api/notifications${query}`, { signal }));
}

export async function fetchNotificationSettings(signal: AbortSignal): Promise<NotificationSettings> {
  return notificationSettingsSchema.parse(await getJson('/api/notifications/settings', { signal }));
}

/** Changes the kinds given; the server answers the whole settings. */
export async function saveNotificationSettings(update: NotificationSettingsUpdate): Promise<NotificationSettings> {
  return notificationSettingsSchema.parse(await readJson(await apiRequest('PUT', '/api/notifications/settings', update)));
}
