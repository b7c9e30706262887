import type { NotificationSettings } from '@shared/notifications/responses';
import { notificationResources } from '@shared/notifications/resources';
import type { NotificationSettingsUpdate } from '@shared/notifications/schemas';
import { callResource } from '@/http/resources';

/** One page of the member's notifications, newest first; `before` is the previous page's `nextCursor`. */
export const fetchNotificationPage = (before: string | null, signal: AbortSignal) =>
  callResource(notificationResources.list, { query: { before: before ?? undefined } }, { signal });

export const fetchNotificationSettings = (signal: AbortSignal): Promise<NotificationSettings> =>
  callResource(notificationResources.settings, {}, { signal });

/** Changes the kinds given; the server answers the whole settings. */
export const saveNotificationSettings = (update: NotificationSettingsUpdate): Promise<NotificationSettings> =>
  callResource(notificationResources.saveSettings, { body: update });
