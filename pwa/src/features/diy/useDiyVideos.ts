import { diyVideoListSchema } from '@shared/diy/schemas';
import { getJson } from '@/http/client';
import { readDiyVideos } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';
import { diyVideosUrl, type DiyFilters } from './diyFilters';

/** Query key of one server-side filter combination: the base path, then the filters. */
export const diyVideosKey = ({ category, model }: Pick<DiyFilters, 'category' | 'model'>) =>
  ['/api/diy-videos', { category, model }] as const;

/** GET /api/diy-videos with the category and model filters (SPEC §7); offline, filtered from the mirror. */
export function useDiyVideos(filters: Pick<DiyFilters, 'category' | 'model'>) {
  const url = diyVideosUrl(filters);
  return useMirroredQuery(diyVideosKey(filters), diyVideoListSchema, () => readDiyVideos(filters), {
    network: ({ signal }) => getJson(url, { signal }),
  });
}
