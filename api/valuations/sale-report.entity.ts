import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn } from '../base/db/columns';
import { SALE_STATES, SALE_VENUES, type SaleState } from '../../shared/valuations/sales';

const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A sale a member reported (shared/valuations/sales.ts). Its id is the one the device made, so a report sent twice is
 * one row. Its member is a plain id here, with a foreign key in the migration: a report goes with its member.
 */
export const SaleReport = defineEntity({
  name: 'SaleReport',
  tableName: 'sale_reports',
  checks: [
    { name: 'sale_reports_state_check', expression: `state in (${listed(SALE_STATES)})` },
    { name: 'sale_reports_venue_check', expression: `venue in (${listed(SALE_VENUES)})` },
    { name: 'sale_reports_condition_check', expression: 'condition between 1 and 4' },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    modelSlug: p.text(),
    year: p.integer(),
    trim: p.text(),
    priceUsd: p.integer(),
    soldOn: p.date(),
    condition: p.smallint(),
    venue: p.string().length(10),
    place: p.text(),
    listingUrl: p.text().nullable(),
    vin: p.string().length(17).nullable(),
    note: p.text().nullable(),
    state: p.string().length(10).$type<SaleState>().default('waiting').index(),
    reason: p.text().nullable(),
    reviewedById: p.uuid().nullable(),
    reviewedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type SaleReportEntity = InferEntity<typeof SaleReport>;
