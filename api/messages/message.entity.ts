import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns';
import { User } from '../users/user.entity';
import { MessageThread } from './message-thread.entity';

/** A message in a thread; readBy lists the ids of users who have read it (the sender from the start). */
export const Message = defineEntity({
  name: 'Message',
  tableName: 'messages',
  // A thread is read in order; (thread, createdAt) serves both the filter and the sort.
  indexes: [{ properties: ['thread', 'createdAt'] }],
  properties: {
    id: idColumn(),
    thread: p.manyToOne(MessageThread).deleteRule('cascade'),
    sender: p.manyToOne(User).deleteRule('cascade').index(),
    body: p.text(),
    readBy: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    createdAt: createdAtColumn(),
  },
});

export type MessageEntity = InferEntity<typeof Message>;
