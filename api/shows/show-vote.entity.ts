import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../base/identity/user.entity';
import { ShowClass } from './show-class.entity';
import { ShowEntry } from './show-entry.entity';
import { Show } from './show.entity';

/** A member's People's Choice vote in one class: one per member and class (the key), the last castAt wins. */
export const ShowVote = defineEntity({
  name: 'ShowVote',
  tableName: 'show_votes',
  properties: {
    class: p.manyToOne(ShowClass).primary().deleteRule('cascade'),
    voter: p.manyToOne(User).primary().deleteRule('cascade').index(),
    show: p.manyToOne(Show).deleteRule('cascade').fieldName('event_id').index(),
    entry: p.manyToOne(ShowEntry).deleteRule('cascade').index(),
    castAt: p.datetime(),
  },
});

export type ShowVoteEntity = InferEntity<typeof ShowVote>;
