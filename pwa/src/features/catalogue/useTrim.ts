import { trimDetailSchema } from '@shared/catalogue/reference-responses';
import { queryKeys } from '@/http/queryKeys';
import { readTrim } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/models/{slug}/years/{year}/trims/{trim}; offline, from the mirror. */
export function useTrim(slug: string, year: number | null, trim: string) {
  return useMirroredQuery(queryKeys.models.trim(slug, year ?? 0, trim), trimDetailSchema, () => readTrim(slug, year ?? 0, trim), {
    enabled: slug !== '' && trim !== '' && year !== null,
  });
}
