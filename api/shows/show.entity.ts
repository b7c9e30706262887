import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn } from '../base/db/columns';
import type { Sponsor } from '../../shared/shows/sponsor-resources';
import { MeetupEvent } from '../events';

/** A numbered spot on the venue map: x and y are shares (0–1) of the image's width and height. */
export type MapSpot = { number: number; label: string | null; x: number; y: number };

/**
 * An event that is a car show, one row per event, gone with it. Car numbers come from nextCarNumber,
 * taken under this row's lock, so they are handed out once each and never again, even after a withdrawal.
 */
export const Show = defineEntity({
  name: 'Show',
  tableName: 'shows',
  properties: {
    event: p.oneToOne(MeetupEvent).owner().primary().deleteRule('cascade'),
    registrationOpen: p.boolean().default(true),
    votingOpensAt: p.datetime().nullable(),
    votingClosesAt: p.datetime().nullable(),
    // When People's Choice results were announced to the entrants: once per close, by hand or by schedule
    // (api/notifications/scheduled-results.ts); emptied when voting opens again.
    resultsAnnouncedAt: p.datetime().nullable(),
    // Judging: locked, no score changes; published, the awards are public.
    judgingLockedAt: p.datetime().nullable(),
    awardsPublishedAt: p.datetime().nullable(),
    bestOfShowEntryId: p.uuid().nullable(),
    mapImageUrl: p.text().nullable(),
    mapSpots: p
      .json<MapSpot[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    sponsors: p
      .json<Sponsor[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    nextCarNumber: p.integer().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export type ShowEntity = InferEntity<typeof Show>;
