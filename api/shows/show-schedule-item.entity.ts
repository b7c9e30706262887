import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idColumn } from '../base/db/columns';
import { Show } from './show.entity';

/** One line of a show's schedule: when, what, and optionally where. */
export const ShowScheduleItem = defineEntity({
  name: 'ShowScheduleItem',
  tableName: 'show_schedule_items',
  indexes: [{ properties: ['show', 'startsAt'] }],
  properties: {
    id: idColumn(),
    show: p.manyToOne(Show).deleteRule('cascade').fieldName('event_id'),
    startsAt: p.datetime(),
    title: p.string().length(120),
    place: p.string().length(120).nullable(),
  },
});

export type ShowScheduleItemEntity = InferEntity<typeof ShowScheduleItem>;
