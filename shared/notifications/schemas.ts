import { z } from 'zod';
import { pageCursor } from '../http/cursor';
import { USERNAME_MAX_LENGTH } from '../users/profile';
import { DIGEST_FREQUENCIES, NOTIFICATION_KINDS, type NotificationKind } from './kinds';
import { notificationTexts } from './texts';

export const NOTIFICATION_PAGE_DEFAULT_LIMIT = 30;
export const NOTIFICATION_PAGE_MAX_LIMIT = 100;
/** Ids per POST /api/notifications/read: a page's worth and some. */
export const NOTIFICATION_READ_MAX_IDS = 200;
export const MENTION_SUGGESTIONS_MAX = 8;

/** GET /api/notifications query: `before` is the `nextCursor` of the previous (newer) page. */
export const notificationPageQuerySchema = z.object({
  before: pageCursor(notificationTexts.invalidCursor),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_PAGE_MAX_LIMIT, `limit must be at most ${NOTIFICATION_PAGE_MAX_LIMIT}`)
    .default(NOTIFICATION_PAGE_DEFAULT_LIMIT),
});

/**
 * POST /api/notifications/read (204): the listed notifications (the caller's own; others' ids are ignored), or all of
 * them. Marking read twice is harmless, so the outbox may send it again.
 */
export const markReadSchema = z.union(
  [
    z.object({ ids: z.array(z.uuid('ids must be uuids')).min(1, notificationTexts.idsOrAll).max(NOTIFICATION_READ_MAX_IDS) }),
    z.object({ all: z.literal(true) }),
  ],
  { error: notificationTexts.idsOrAll },
);
export type MarkReadInput = z.input<typeof markReadSchema>;

/** One kind's switches: in the app, pushed, and emailed when still unseen after a while. */
export const channelSettingSchema = z.object({ inApp: z.boolean(), push: z.boolean(), email: z.boolean() });
export type ChannelSetting = z.infer<typeof channelSettingSchema>;

/** Every kind's switches, as an object with one property per kind (the API document lists them). */
export const settingsShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelSettingSchema])) as Record<
  NotificationKind,
  typeof channelSettingSchema
>;

const digestSchema = z.enum(DIGEST_FREQUENCIES, { error: `digest must be one of ${DIGEST_FREQUENCIES.join(', ')}` });

/**
 * PUT /api/notifications/settings: the kinds to change (the others stay), each kind's email switch optional (a client
 * older than the email switch leaves it as it is), and the digest; answers the whole settings.
 */
export const notificationSettingsUpdateSchema = z
  .strictObject(
    {
      ...(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelSettingSchema.partial({ email: true })])) as Record<
        NotificationKind,
        z.ZodObject<{ inApp: z.ZodBoolean; push: z.ZodBoolean; email: z.ZodOptional<z.ZodBoolean> }>
      >),
      digest: digestSchema,
    },
    { error: notificationTexts.unknownKind },
  )
  .partial();

/** The settings' answer: every kind's switches and the digest. */
export const settingsAnswerShape = { ...settingsShape, digest: digestSchema };
export type NotificationSettingsUpdate = z.input<typeof notificationSettingsUpdateSchema>;

/** A base64url key of the browser's PushSubscription (no padding). */
const base64urlKey = (min: number) =>
  z
    .string({ error: notificationTexts.pushKeysInvalid })
    .min(min, notificationTexts.pushKeysInvalid)
    .max(200, notificationTexts.pushKeysInvalid)
    .regex(/^[A-Za-z0-9_-]+=*$/, notificationTexts.pushKeysInvalid);

const pushEndpoint = z
  .url({ protocol: /^https$/, error: notificationTexts.pushEndpointInvalid })
  .max(1000, notificationTexts.pushEndpointInvalid)
  .meta({
    pattern: '^https://',
    description:
      "The browser's PushSubscription endpoint: an https:// address of a browser push service (Google, Mozilla, Microsoft, " +
      'Apple, or a host the server is set to allow); any other host, or one on a private or local address, is refused',
  });

/**
 * POST /api/push/subscriptions (204): `PushSubscription.toJSON()` as the browser gives it. The same endpoint again
 * updates its keys and owner (a device signed in as someone else now belongs to them).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64urlKey(40), auth: base64urlKey(16) }, { error: notificationTexts.pushKeysInvalid }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions (204, also when it was already gone): stop pushing to this device. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpoint });

/** GET /api/users/mention-suggestions?q=: members whose username (or name) starts with q, best first. */
export const mentionSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: notificationTexts.mentionQueryInvalid })
    .trim()
    .min(1, notificationTexts.mentionQueryInvalid)
    .max(USERNAME_MAX_LENGTH, notificationTexts.mentionQueryInvalid),
});
