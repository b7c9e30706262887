import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';

/**
 * A conversation. Participants are a list of user ids rather than a join table (docs/product/entities.md);
 * the GIN index serves "threads containing user X" (participant_ids @> array[X]).
 * A thread is between exactly two members, stored in ascending order, so the unique index on the list
 * allows one thread per pair, however many "start a conversation" requests race (Migration20261123170200).
 */
export const MessageThread = defineEntity({
  name: 'MessageThread',
  tableName: 'message_threads',
  indexes: [{ properties: 'participantIds', type: 'gin' }],
  uniques: [{ name: 'message_threads_participant_ids_unique', properties: ['participantIds'] }],
  checks: [
    {
      name: 'message_threads_participant_pair_check',
      expression: 'cardinality(participant_ids) = 2 and participant_ids[1] < participant_ids[2] collate "C"',
    },
  ],
  properties: {
    id: idColumn(),
    participantIds: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    /** The members who opened the conversation: until its first message it is listed only for them. */
    openedBy: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    lastMessageAt: p.datetime().nullable().index(),
    createdAt: createdAtColumn(),
  },
});

export type MessageThreadEntity = InferEntity<typeof MessageThread>;
