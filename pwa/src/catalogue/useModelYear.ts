import { yearDetailSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { useApiQuery } from '../api/useApiQuery';

/** GET /api/models/{slug}/years/{year}; not sent when the route's year is not a year. */
export function useModelYear(slug: string, year: number | null) {
  return useApiQuery(queryKeys.models.year(slug, year ?? 0), yearDetailSchema, slug !== '' && year !== null);
}
