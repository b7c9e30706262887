import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../base/identity/user.entity';
import { Show } from './show.entity';

/** A member the organiser named to check cars in at the gate. */
export const ShowHelper = defineEntity({
  name: 'ShowHelper',
  tableName: 'show_helpers',
  properties: {
    show: p.manyToOne(Show).primary().deleteRule('cascade').fieldName('event_id'),
    user: p.manyToOne(User).primary().deleteRule('cascade').index(),
  },
});

export type ShowHelperEntity = InferEntity<typeof ShowHelper>;
