import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { SNAPSHOT_FORMAT } from '../../shared/offline/snapshot-version';

const aggregateRowSchema = z.object({
  models: z.unknown(),
  years: z.unknown(),
  trims: z.unknown(),
  valuations: z.unknown(),
  valuationHistory: z.unknown(),
  diy: z.unknown(),
  communities: z.unknown(),
  images: z.unknown(),
  sales: z.unknown(),
});

/**
 * A strong ETag (of the snapshot's format too, so a device holding an older shape's tag gets the new shape) for the mirrored tables from one cheap query (counts, and the newest change each, which the
 * updated_at indexes answer): any insert, update or delete changes a count or a maximum. Gallery images,
 * which have no updated_at, are hashed whole.
 */
export async function snapshotEtag(em: EntityManager): Promise<string> {
  const rows: unknown = await em.getConnection().execute(`
    select
      (select json_build_array(count(*), max(updated_at)) from models) as models,
      (select json_build_array(count(*), max(updated_at)) from years) as years,
      (select json_build_array(count(*), max(updated_at)) from trims) as trims,
      (select json_build_array(count(*), max(updated_at)) from valuations) as valuations,
      -- Written with its row's change (which moves the row's updated_at); counted as every mirrored table is.
      (select json_build_array(count(*), max(replaced_at)) from valuation_history) as "valuationHistory",
      (select json_build_array(count(*), max(updated_at)) from diy_videos) as diy,
      (select json_build_array(count(*), max(created_at)) from communities) as communities,
      -- Images have no updated_at and captions, order and featuring change in place: hash the few rows instead.
      (select md5(coalesce(string_agg(concat_ws('|', id, model_id, image_url, card_image_url, medium_image_url, caption, display_order, is_featured), ',' order by id), ''))
         from model_images) as images,
      -- The approved sales are sent whole with their reporters' names, which have no date of change: hashed too.
      (select md5(coalesce(string_agg(concat_ws('|', s.id, s.reviewed_at, u.name, u.username), ',' order by s.id), ''))
         from sale_reports s join users u on u.id = s.user_id where s.state = 'approved') as sales
  `);
  const [row] = z.tuple([aggregateRowSchema]).parse(rows);
  const hash = createHash('sha256')
    .update(JSON.stringify([SNAPSHOT_FORMAT, row]))
    .digest('base64url');
  return `"${hash.slice(0, 32)}"`;
}

/** RFC 9110 If-None-Match: a list of tags (weak comparison) or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
