import { yearDetailSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { readYear } from '../offline/mirrorReads';
import { useMirroredQuery } from '../offline/useMirroredQuery';

/** GET /api/models/{slug}/years/{year} (offline, from the mirror); not sent when the route's year is not a year. */
export function useModelYear(slug: string, year: number | null) {
  return useMirroredQuery(
    queryKeys.models.year(slug, year ?? 0),
    yearDetailSchema,
    () => readYear(slug, year ?? 0),
    { enabled: slug !== '' && year !== null },
  );
}
