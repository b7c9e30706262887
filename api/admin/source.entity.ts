import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';

/** An external site the catalogue may read from, with what its robots.txt allows (admin Sources tab). */
export const Source = defineEntity({
  name: 'Source',
  tableName: 'sources',
  properties: {
    id: idColumn(),
    url: p.text().unique(),
    siteName: p.string().length(120),
    // ROBOTS_STATUSES (shared/admin/sources.ts): 'allowed' or anything else (docs/product/states.md); 'unknown' until fetched.
    robotsStatus: p.string().length(20).default('unknown'),
    allowedFields: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    // The last Fetch now attempt (successful or not) and what it found, in words.
    lastFetchedAt: p.datetime().nullable(),
    lastFetchOutcome: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});

export type SourceEntity = InferEntity<typeof Source>;
