import { valuationListSchema } from '../../../shared/valuations/schemas';
import { queryKeys } from '../api/queryKeys';
import { readValuations } from '../offline/mirrorReads';
import { useMirroredQuery } from '../offline/useMirroredQuery';

/** GET /api/valuations: the whole value guide; offline, from the mirror. */
export function useValuations() {
  return useMirroredQuery(queryKeys.valuations.all, valuationListSchema, readValuations);
}
