import { z } from 'zod';

/**
 * GET /api/messages/unread-count: messages others sent me that I have not read yet. Apart from responses.ts: the
 * header's badge is on every screen, the conversations on one.
 */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
