import { modelDetailSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { useApiQuery } from '../api/useApiQuery';

/** GET /api/models/{slug}: the model with its years, specs and market values. */
export function useModel(slug: string) {
  return useApiQuery(queryKeys.models.detail(slug), modelDetailSchema, slug !== '');
}
