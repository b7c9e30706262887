/**
 * Every kind of notification, in the order the settings screen lists them. A member's settings hold, per
 * kind, whether it lands in the app (the bell and /notifications) and whether it is pushed to their devices.
 */
export const NOTIFICATION_KINDS = [
  'post_reply', // a comment on my post
  'comment_reply', // a reply to my comment
  'post_activity', // a new comment on a post I commented on (I watch the posts I take part in)
  'mention', // @username of me in a post or a comment
  'direct_message', // a new message to me; one per conversation until read
  'show_changed', // an event I entered a car in was edited
  'show_cancelled', // an event I entered a car in was deleted
  'voting_opened', // People's Choice opened at a show I entered
  'results_published', // People's Choice closed and its results are out, at a show I entered
  'report_handled', // a report I made was resolved or dismissed (for the reporter)
  'report_new', // a new report to handle (for moderators and admins)
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a member gets for a kind they never changed: everything, in the app and pushed (push needs a device too). */
export const DEFAULT_CHANNELS = { inApp: true, push: true } as const;

/**
 * The kinds emailed by default when still unseen after a while: what someone said to or about the member.
 * The others are off by default (the digest gathers them).
 */
export const EMAILED_BY_DEFAULT: readonly NotificationKind[] = ['post_reply', 'comment_reply', 'mention', 'direct_message'];

/** A kind's switches for a member who never changed them. */
export const defaultChannels = (kind: NotificationKind) => ({ ...DEFAULT_CHANNELS, email: EMAILED_BY_DEFAULT.includes(kind) });

/** How often a digest email gathers what a member missed: new posts in their communities, replies, their shows. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const DEFAULT_DIGEST: DigestFrequency = 'weekly';
