import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idColumn } from '../base/db/columns';
import { Show } from './show.entity';

/** A class of a show ("GTO 1964–67", "Open"): model and years optional; cars must fit it (shared carFitsClass). */
export const ShowClass = defineEntity({
  name: 'ShowClass',
  tableName: 'show_classes',
  indexes: [{ properties: ['show', 'displayOrder'] }],
  properties: {
    id: idColumn(),
    show: p.manyToOne(Show).deleteRule('cascade').fieldName('event_id'),
    name: p.string().length(80),
    modelSlug: p.string().length(100).nullable(),
    yearFrom: p.integer().nullable(),
    yearTo: p.integer().nullable(),
    displayOrder: p.integer(),
  },
});

export type ShowClassEntity = InferEntity<typeof ShowClass>;
