import { outboxDb } from '@/outbox/outboxDb';
import type { ForumWrite, QueuedForumWrite } from '@/outbox/types';
import type { OutboxMember } from '@/features/outbox/useOutboxMember';

/** The queue key: a post, comment or message by its own client id; a vote by its target, so a newer vote replaces it. */
export function forumWriteKey(write: ForumWrite): string {
  switch (write.kind) {
    case 'post':
    case 'comment':
    case 'message':
      return write.payload.id;
    case 'post-vote':
      return `vote:post:${write.postId}`;
    case 'comment-vote':
      return `vote:comment:${write.commentId}`;
  }
}

/** Stores a forum write on the device before anything is sent: from then on it is either on the server or here. */
export async function queueForumWrite(write: ForumWrite, member: OutboxMember): Promise<QueuedForumWrite> {
  const item: QueuedForumWrite = {
    ...write,
    id: forumWriteKey(write),
    memberId: member.id,
    memberName: member.name,
    state: 'waiting',
    lastError: null,
    attempts: 0,
    queuedAt: new Date().toISOString(),
  };
  await outboxDb.forum.put(item);
  return item;
}
