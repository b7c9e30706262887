import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { diyVideoListSchema, type DiyVideo } from '../../../shared/diy/schemas';
import { getJson } from '../api/client';
import { diyVideosUrl, type DiyFilters } from './diyFilters';

/** Query key of one server-side filter combination: the base path, then the filters. */
export const diyVideosKey = ({ category, model }: Pick<DiyFilters, 'category' | 'model'>) =>
  ['/api/diy-videos', { category, model }] as const;

/** GET /api/diy-videos with the category and model filters (SPEC §7); checked against the shared schema. */
export function useDiyVideos(filters: Pick<DiyFilters, 'category' | 'model'>) {
  const url = diyVideosUrl(filters);
  const select = useCallback((data: unknown): DiyVideo[] => diyVideoListSchema.parse(data), []);
  return useQuery({
    queryKey: diyVideosKey(filters),
    queryFn: ({ signal }) => getJson(url, { signal }),
    select,
  });
}
