import type { NotificationKind } from './kinds';
import { UNREAD_STREAM_RETRY_AFTER_SECONDS, UNREAD_STREAMS_PER_MEMBER } from './limits';
import { PUSH_OPEN_APP_TEXT } from './push-texts';

/** What a notification's title is made from: who did it (null: nobody in particular), how many, and about what. */
export interface NotificationTitleParts {
  kind: NotificationKind;
  count: number;
  actorName: string | null;
  subject: string;
}

const someone = (actorName: string | null) => actorName ?? 'Someone';
const quoted = (subject: string) => `“${subject}”`;

/**
 * The line a notification reads as, in the list and as a push's title: one event names its actor, a group counts
 * ("3 new replies to “My GTO”"). The server and the PWA both make it here.
 */
export function notificationTitle({ kind, count, actorName, subject }: NotificationTitleParts): string {
  const many = count > 1;
  switch (kind) {
    case 'post_reply':
      return many
        ? `${count} new replies to your post ${quoted(subject)}`
        : `${someone(actorName)} replied to your post ${quoted(subject)}`;
    case 'comment_reply':
      return many
        ? `${count} new replies to your comment on ${quoted(subject)}`
        : `${someone(actorName)} replied to your comment on ${quoted(subject)}`;
    case 'post_activity':
      return many ? `${count} new comments on ${quoted(subject)}` : `${someone(actorName)} commented on ${quoted(subject)}`;
    case 'mention':
      return many ? `${count} mentions of you in ${quoted(subject)}` : `${someone(actorName)} mentioned you in ${quoted(subject)}`;
    case 'direct_message':
      return many ? `${count} new messages from ${someone(actorName)}` : `New message from ${someone(actorName)}`;
    case 'show_changed':
      return `${quoted(subject)} was updated`;
    case 'show_cancelled':
      return `${quoted(subject)} was cancelled`;
    case 'voting_opened':
      return `People’s Choice is open at ${quoted(subject)}`;
    case 'results_published':
      return `People’s Choice results are out for ${quoted(subject)}`;
    case 'report_handled':
      return `Your report about ${quoted(subject)} was handled`;
    case 'report_new':
      return many ? `${count} new reports about ${quoted(subject)}` : `New report about ${quoted(subject)}`;
  }
}

/** Settings screen labels, one per kind (per kind, in-app and push). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  post_reply: 'Replies to my posts',
  comment_reply: 'Replies to my comments',
  post_activity: 'New comments on posts I commented on',
  mention: 'Mentions of me',
  direct_message: 'Direct messages',
  show_changed: 'Changes to events I entered',
  show_cancelled: 'Cancelled events I entered',
  voting_opened: 'People’s Choice opening at shows I entered',
  results_published: 'People’s Choice results at shows I entered',
  report_handled: 'My reports handled',
  report_new: 'New reports to handle (moderators)',
};

/** Every text of notifications: the API's messages, the bell, the page and the settings screen. */
export const notificationTexts = {
  title: 'Notifications',
  bellLabel: (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications'),
  empty: 'No notifications yet',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  loadOlder: 'Load older notifications',
  invalidCursor: 'This page link is no longer valid: load the notifications again from the start',
  idsOrAll: 'Send the ids to mark as read, or all: true',
  tooManyUnreadStreams:
    `Your account already has ${UNREAD_STREAMS_PER_MEMBER} live notification counts open (one per browser): ` +
    `close one in another browser or device, or try again in ${UNREAD_STREAM_RETRY_AFTER_SECONDS} seconds`,
  // Settings
  settingsTitle: 'Notification settings',
  settingsLink: 'Notification settings',
  inApp: 'In the app',
  push: 'Push',
  email: 'Email',
  emailHint: 'Emails go to your confirmed address when you have not seen a notification in the app for a while.',
  digestLabel: 'Digest email',
  digestHint: 'New posts in the communities you take part in, replies to you and the shows you entered.',
  settingsSaved: 'Settings saved',
  unknownKind: 'Unknown notification kind',
  // Push on this device
  pushTurnOn: 'Turn on push notifications on this device',
  pushTurnOff: 'Turn off push notifications on this device',
  pushOn: 'Push notifications are on for this device',
  pushDenied: 'Notifications are blocked for this site in your browser settings',
  pushUnsupported: 'This browser cannot receive push notifications',
  pushIphoneHint: 'On an iPhone or iPad, push notifications work once the app is on your Home Screen (Share, then Add to Home Screen).',
  pushEndpointInvalid: 'The push endpoint must be an https:// address',
  pushEndpointNotAPushService: "The push endpoint must be a browser's push service address",
  pushEndpointPrivate: 'The push endpoint must be on a public address, not a private or local one',
  pushKeysInvalid: 'The push subscription keys are missing or malformed',
  pushSubscriptionNotFound: 'This device has no push subscription',
  // Mentions
  mentionSuggestionsLabel: 'Members to mention',
  mentionQueryInvalid: 'Type a few letters of a username',
  pushOpenApp: PUSH_OPEN_APP_TEXT,
} as const;
