import { z } from 'zod';
import { NOTIFICATION_KINDS } from './kinds';
import { settingsAnswerShape } from './schemas';

/** The member who caused a notification (the latest one, for a group). */
export const notificationActorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});

/**
 * One line of GET /api/notifications. Unread events of the same kind about the same thing (a post, a conversation, a
 * show, a reported item) are one notification whose `count` grows ("3 new replies to …") until it is read; the next
 * event after that starts a new one. `createdAt` is the latest event's time (the list is ordered by it).
 * `subject` is what it is about (a post's title, an event's title, the other member's name); `excerpt` the latest
 * text (a comment's or message's start), if any; `url` the app path it opens (see targets.ts).
 * Title it with `notificationTitle` (texts.ts).
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  count: z.number().int().positive(),
  actor: notificationActorSchema.nullable(),
  subject: z.string(),
  excerpt: z.string().nullable(),
  url: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first; `nextCursor` (older ones) is null on the last page; pass it back as `before`. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/notifications/unread-count (its own module, so the header's bell stays light). */
export { notificationUnreadCountSchema, type NotificationUnreadCount } from './unread-count';

/** GET and PUT /api/notifications/settings: every kind, in NOTIFICATION_KINDS order. */
export const notificationSettingsSchema = z.object(settingsAnswerShape);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /api/push/public-key: the VAPID application server key (base64url) for `pushManager.subscribe`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** GET /api/users/mention-suggestions: at most MENTION_SUGGESTIONS_MAX members. */
export const mentionSuggestionSchema = notificationActorSchema;
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;
export const mentionSuggestionListSchema = z.array(mentionSuggestionSchema);
