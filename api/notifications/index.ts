/** The notifications domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { Notification, NotificationFanout, NotificationSetting, PushPayload, PushSubscription } from './notification.entity';

/** The notifications domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Notification, NotificationFanout, NotificationSetting, PushPayload, PushSubscription];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { deleteNotificationsBy, deleteNotificationsFromBlocked } from './notify';
export {
  notifyComment,
  notifyEditedCommentMentions,
  notifyEditedPostMentions,
  notifyEntrants,
  notifyMessage,
  notifyNewReport,
  notifyPostMentions,
  notifyReportsHandled,
  readMessageNotification,
} from './triggers';
