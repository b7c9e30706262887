import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { siteStatsResources } from '../../shared/stats/resources';
import { type SiteStats } from '../../shared/stats/schemas';
import type { ZodTypeProvider } from '../base/plugins/zod';

/**
 * All four counts in one round trip. Posts are deleted outright (no soft-delete flag), so every row is a live post.
 * Not kept in the read cache: sign-ups and posts change it all the time, and these are index-only counts.
 */
const COUNTS_SQL = `select
  (select count(*) from models)::int as models,
  ((select count(*) from years) + (select count(*) from trims))::int as year_trim_pages,
  (select count(*) from users)::int as members,
  (select count(*) from posts)::int as posts`;

interface CountsRow {
  models: number;
  year_trim_pages: number;
  members: number;
  posts: number;
}

/** Home page counters: public, read-only. */
export async function siteStatsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, siteStatsResources.counts), async (request): Promise<SiteStats> => {
    const [row] = await request.em.getConnection().execute<CountsRow[]>(COUNTS_SQL);
    if (!row) throw new Error('The stats query returned no row');
    return { models: row.models, yearTrimPages: row.year_trim_pages, members: row.members, posts: row.posts };
  });
}
