import { yearDetailSchema } from '@shared/catalogue/reference-responses';
import { queryKeys } from '@/http/queryKeys';
import { readYear } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/models/{slug}/years/{year} (offline, from the mirror); not sent when the route's year is not a year. */
export function useModelYear(slug: string, year: number | null) {
  return useMirroredQuery(queryKeys.models.year(slug, year ?? 0), yearDetailSchema, () => readYear(slug, year ?? 0), {
    enabled: slug !== '' && year !== null,
  });
}
