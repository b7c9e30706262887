import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { OfflineIds } from '../../shared/offline/schemas';

const keyList = z.array(z.string());
const idsRowSchema = z.object({
  models: keyList,
  years: keyList,
  trims: keyList,
  valuations: keyList,
  diy_videos: keyList,
  communities: keyList,
  model_images: keyList,
});

/**
 * Every mirrored key in one query, built like shared `mirrorKeys` (model/year, model/year/trim-slug,
 * model/year/trim-name): a delta carries these so the client can drop deleted rows.
 */
export async function snapshotIds(em: EntityManager): Promise<OfflineIds> {
  const rows: unknown = await em.getConnection().execute(`
    select
      (select coalesce(json_agg(slug), '[]') from models) as models,
      (select coalesce(json_agg(m.slug || '/' || y.year), '[]')
         from years y join models m on m.id = y.model_id) as years,
      (select coalesce(json_agg(m.slug || '/' || y.year || '/' || t.slug), '[]')
         from trims t join years y on y.id = t.year_id join models m on m.id = y.model_id) as trims,
      (select coalesce(json_agg(model_slug || '/' || year || '/' || trim), '[]') from valuations) as valuations,
      (select coalesce(json_agg(youtube_id), '[]') from diy_videos) as diy_videos,
      (select coalesce(json_agg(slug), '[]') from communities) as communities,
      (select coalesce(json_agg(id), '[]') from model_images) as model_images
  `);
  const [row] = z.tuple([idsRowSchema]).parse(rows);
  return {
    models: row.models,
    years: row.years,
    trims: row.trims,
    valuations: row.valuations,
    diyVideos: row.diy_videos,
    communities: row.communities,
    modelImages: row.model_images,
  };
}
