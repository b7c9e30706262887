import { valuationListSchema } from '../../../shared/valuations/schemas';
import { queryKeys } from '../api/queryKeys';
import { useApiQuery } from '../api/useApiQuery';

/** GET /api/valuations: the whole value guide, small enough to keep for offline use. */
export function useValuations() {
  return useApiQuery(queryKeys.valuations.all, valuationListSchema);
}
