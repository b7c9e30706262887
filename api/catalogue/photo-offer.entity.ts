import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { PHOTO_OFFER_STATES, type PhotoOfferState } from '../../shared/catalogue/photo-offers';

/**
 * A garage photo a member offered for their model's catalogue page (shared/catalogue/photo-offers.ts). Only
 * an approved one stands in for the model's picture (model-picture.ts). Its car and member are plain ids here (the
 * garage domain owns the car), with foreign keys in the migration: an offer goes with its car or member.
 */
export const PhotoOffer = defineEntity({
  name: 'PhotoOffer',
  tableName: 'photo_offers',
  indexes: [
    {
      name: 'photo_offers_one_open_per_photo',
      expression: `create unique index "photo_offers_one_open_per_photo" on "photo_offers" ("photo_url") where "state" in ('waiting', 'approved')`,
    },
  ],
  checks: [{ name: 'photo_offers_state_check', expression: `state in (${PHOTO_OFFER_STATES.map((state) => `'${state}'`).join(', ')})` }],
  properties: {
    id: idColumn(),
    carId: p.uuid().index(),
    userId: p.uuid().index(),
    modelSlug: p.text(),
    photoUrl: p.text(),
    state: p.string().length(10).$type<PhotoOfferState>().default('waiting').index(),
    reason: p.text().nullable(),
    decidedById: p.uuid().nullable(),
    decidedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type PhotoOfferEntity = InferEntity<typeof PhotoOffer>;
