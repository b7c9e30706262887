import type { DiyVideo as DiyVideoDto } from '../../shared/diy/schemas';
import type { DiyVideoEntity } from './diy-video.entity';

/** The docs/product/api.md list item; unknown category/difficulty values fail the response schema rather than leak. */
export const toDiyVideo = (row: DiyVideoEntity): DiyVideoDto => ({
  id: row.id,
  youtubeId: row.youtubeId,
  title: row.title,
  description: row.description ?? null,
  channelName: row.channelName ?? null,
  thumbnailUrl: row.thumbnailUrl ?? null,
  duration: row.duration ?? null,
  category: row.category as DiyVideoDto['category'],
  modelSlugs: row.modelSlugs,
  difficulty: row.difficulty as DiyVideoDto['difficulty'],
  viewCount: row.viewCount,
  publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  yearFrom: row.yearFrom ?? null,
  yearTo: row.yearTo ?? null,
});
