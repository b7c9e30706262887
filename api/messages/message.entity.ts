import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';
import { MessageThread } from './message-thread.entity';

/**
 * A message in a thread; readBy lists the ids of users who have read it (the sender from the start).
 * Its id is the sender's own (the offline outbox's client id, or a new one): unique per sender and per thread, not
 * across the site, so an id another member used elsewhere is as free as any other and tells nothing about theirs.
 */
export const Message = defineEntity({
  name: 'Message',
  tableName: 'messages',
  primaryKeys: ['sender', 'id'],
  // A thread is read in order; (thread, createdAt) serves both the filter and the sort.
  indexes: [{ properties: ['thread', 'createdAt'] }],
  // Within one conversation an id names one message (the app shows each message once, by its id).
  uniques: [{ properties: ['thread', 'id'] }],
  properties: {
    sender: p.manyToOne(User).primary().deleteRule('cascade'),
    id: idColumn(),
    thread: p.manyToOne(MessageThread).deleteRule('cascade'),
    body: p.text(),
    readBy: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    createdAt: createdAtColumn(),
  },
});

export type MessageEntity = InferEntity<typeof Message>;
