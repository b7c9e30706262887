import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns';

/**
 * A conversation. Participants are a list of user ids rather than a join table (SPEC §3);
 * the GIN index serves "threads containing user X" (participant_ids @> array[X]).
 */
export const MessageThread = defineEntity({
  name: 'MessageThread',
  tableName: 'message_threads',
  indexes: [{ properties: 'participantIds', type: 'gin' }],
  properties: {
    id: idColumn(),
    participantIds: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    lastMessageAt: p.datetime().nullable().index(),
    createdAt: createdAtColumn(),
  },
});

export type MessageThreadEntity = InferEntity<typeof MessageThread>;
