import type { EntityManager } from '@mikro-orm/postgresql';
import { diyVideoSeedSchema, youtubeThumbnailUrl } from '../../shared/diy/schemas';
import { diyVideoSeeds } from './data/diy-videos';
import { DiyVideo } from '../diy/diy-video.entity';

/** Inserts the seeded DIY videos that are missing (by youtube_id); existing rows are kept. Safe to run twice. */
export async function seedDiyVideos(em: EntityManager): Promise<void> {
  const rows = diyVideoSeeds.map((seed) => {
    const video = diyVideoSeedSchema.parse(seed);
    return {
      ...video,
      thumbnailUrl: youtubeThumbnailUrl(video.youtubeId),
      publishedAt: video.publishedAt ? new Date(`${video.publishedAt}T00:00:00Z`) : null,
    };
  });
  if (!rows.length) return;
  await em.createQueryBuilder(DiyVideo).insert(rows).onConflict('youtube_id').ignore().execute();
}
