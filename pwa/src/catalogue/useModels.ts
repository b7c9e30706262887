import { modelListSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { useApiQuery } from '../api/useApiQuery';

/** GET /api/models. */
export function useModels() {
  return useApiQuery(queryKeys.models.all, modelListSchema);
}
