import { z } from 'zod';

/** The member on the other side of a conversation; `username` addresses their profile. */
export const participantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

/** docs/product/entities.md message thread, as the caller sees it: `unread` when someone else wrote something I have not read. */
export const threadSchema = z.object({
  id: z.uuid(),
  participant: participantSchema,
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  unread: z.boolean(),
  createdAt: z.string(),
});
export type Thread = z.infer<typeof threadSchema>;
export const threadListSchema = z.array(threadSchema);

/** docs/product/entities.md message; `isOwn` when the caller sent it. */
export const messageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  isOwn: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * GET /api/messages/threads/{id}: the newest page first; within a page, oldest to newest (reading order).
 * `nextCursor` (older messages) is null on the oldest page; pass it back as `before`.
 */
export const messagePageSchema = z.object({
  thread: threadSchema,
  items: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
