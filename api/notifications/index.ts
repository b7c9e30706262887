/** What the rest of the API may use of the notifications domain. */
import { Notification, NotificationFanout, NotificationSetting, PendingPush, PushSubscription } from './notification.entity';

/** The notifications domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Notification, NotificationFanout, NotificationSetting, PendingPush, PushSubscription];
