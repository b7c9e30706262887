import { diyResources } from '@shared/diy/resources';
import { keyOf } from '@/http/resources';
import { getJson } from '@/http/client';
import { readDiyVideos } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';
import { diyVideosUrl, type DiyFilters } from './diyFilters';

/** GET /api/diy-videos with the category and model filters (docs/product/api.md); offline, filtered from the mirror. */
export function useDiyVideos(filters: Pick<DiyFilters, 'category' | 'model'>) {
  const url = diyVideosUrl(filters);
  return useMirroredQuery(
    keyOf(diyResources.list, { query: { category: filters.category, model: filters.model } }),
    diyResources.list.response,
    () => readDiyVideos(filters),
    {
      network: ({ signal }) => getJson(url, { signal }),
    },
  );
}
