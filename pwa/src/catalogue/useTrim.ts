import { trimDetailSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { useApiQuery } from '../api/useApiQuery';

/** GET /api/models/{slug}/years/{year}/trims/{trim}. */
export function useTrim(slug: string, year: number | null, trim: string) {
  return useApiQuery(queryKeys.models.trim(slug, year ?? 0, trim), trimDetailSchema, slug !== '' && trim !== '' && year !== null);
}
