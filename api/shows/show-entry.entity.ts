import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CAR_NUMBER_MAX } from '../../shared/shows/schemas';
import { GarageCar } from '../garage';
import { User } from '../base/identity/user.entity';
import { ShowClass } from './show-class.entity';
import { Show } from './show.entity';

export const ENTRY_STATES = ['entered', 'waitlisted', 'withdrawn'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/**
 * A car entered in a show. The id is the client's (outbox), the fingerprint recognises the same create sent again.
 * Car numbers are unique in the show (constraint) and never reused (Show.nextCarNumber). A car is entered once per
 * show but for withdrawn entries (partial unique index). A car deleted from its garage takes its entries with it:
 * the car's page could no longer be shown, and its number stays spent.
 */
export const ShowEntry = defineEntity({
  name: 'ShowEntry',
  tableName: 'show_entries',
  uniques: [{ name: 'show_entries_event_id_car_number_unique', properties: ['show', 'carNumber'] }],
  indexes: [
    {
      name: 'show_entries_car_once_per_show',
      expression:
        `create unique index "show_entries_car_once_per_show" on "show_entries" ("event_id", "garage_car_id") ` +
        `where "state" <> 'withdrawn'`,
    },
  ],
  checks: [
    { name: 'show_entries_state_check', expression: `state in ('entered', 'waitlisted', 'withdrawn')` },
    { name: 'show_entries_car_number_check', expression: `car_number between 1 and ${CAR_NUMBER_MAX}` },
  ],
  properties: {
    id: p.uuid().primary(),
    show: p.manyToOne(Show).deleteRule('cascade').fieldName('event_id'),
    class: p.manyToOne(ShowClass).deleteRule('cascade').index(),
    garageCar: p.manyToOne(GarageCar).deleteRule('cascade').index(),
    owner: p.manyToOne(User).deleteRule('cascade').index(),
    carNumber: p.integer(),
    state: p.string().length(12).$type<EntryState>(),
    enteredAt: p.datetime(),
    checkedInAt: p.datetime().nullable(),
    checkedInBy: p.manyToOne(User).nullable().deleteRule('set null'),
    // The client's id of the check-in that was kept: the same check-in sent again is answered as the first time.
    checkedInId: p.uuid().nullable(),
    thumbnailUrl: p.text().nullable(),
    // sha256 of the owner and the create's body: the same create again is a replay, another body a clash.
    createFingerprint: p.string().length(64),
  },
});

export type ShowEntryEntity = InferEntity<typeof ShowEntry>;
