import { z } from 'zod';
import { messageTexts } from './texts';
import { pageCursor } from '../http/cursor';

/** A message body, trimmed; long enough for a real note, short enough to stay a chat message. */
export const MESSAGE_BODY_MAX_LENGTH = 2_000;
export const MESSAGE_PAGE_DEFAULT_LIMIT = 30;
export const MESSAGE_PAGE_MAX_LIMIT = 100;

/** POST /api/messages/threads: start (or reuse) the one conversation with that member. */
export const threadStartSchema = z.object({
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(100),
});
export type ThreadStartInput = z.input<typeof threadStartSchema>;

/**
 * POST /api/messages/threads/{id}. `clientId` is optional and client-generated (the offline outbox); it becomes the
 * message's id, which is the sender's own (another member's ids do not clash with it): sending the same id with the
 * same body again answers the stored message instead of a second copy; another body is a 409.
 */
export const messageSendSchema = z.object({
  body: z
    .string({ error: messageTexts.bodyRequired })
    .trim()
    .min(1, messageTexts.bodyRequired)
    .max(MESSAGE_BODY_MAX_LENGTH, messageTexts.bodyTooLong(MESSAGE_BODY_MAX_LENGTH)),
  clientId: z.uuid('clientId must be a uuid').optional(),
});
export type MessageSendInput = z.input<typeof messageSendSchema>;

/** GET /api/messages/threads/{id} query: `before` is the `nextCursor` of the previous (newer) page. */
export const messagePageQuerySchema = z.object({
  before: pageCursor(messageTexts.invalidCursor),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MESSAGE_PAGE_MAX_LIMIT, `limit must be at most ${MESSAGE_PAGE_MAX_LIMIT}`)
    .default(MESSAGE_PAGE_DEFAULT_LIMIT),
});

export const threadIdParams = z.object({ id: z.string() });
