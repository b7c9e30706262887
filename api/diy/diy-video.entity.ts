import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';

/** A how-to video hosted on YouTube, tagged with model slugs (filtered with model_slugs @> array[slug]). */
export const DiyVideo = defineEntity({
  name: 'DiyVideo',
  tableName: 'diy_videos',
  indexes: [{ properties: 'modelSlugs', type: 'gin' }],
  properties: {
    id: idColumn(),
    youtubeId: p.string().length(20).unique(),
    title: p.string().length(200),
    description: p.text().nullable(),
    channelName: p.string().length(120).nullable(),
    thumbnailUrl: p.text().nullable(),
    // ISO 8601 duration such as PT1H2M3S.
    duration: p.string().length(20).nullable(),
    category: p.string().length(30).index(),
    modelSlugs: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    difficulty: p.string().length(20),
    // The model years the video is about (both or neither; checked by diy_videos_years_check).
    yearFrom: p.smallint().nullable(),
    yearTo: p.smallint().nullable(),
    viewCount: p.integer().default(0),
    publishedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn().index(),
  },
});

export type DiyVideoEntity = InferEntity<typeof DiyVideo>;
