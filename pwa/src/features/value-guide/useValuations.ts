import { valuationListSchema } from '@shared/valuations/schemas';
import { queryKeys } from '@/http/queryKeys';
import { readValuations } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/valuations: the whole value guide; offline, from the mirror. */
export function useValuations() {
  return useMirroredQuery(queryKeys.valuations.all, valuationListSchema, readValuations);
}
