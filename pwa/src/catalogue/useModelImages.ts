import { modelImageListSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { useApiQuery } from '../api/useApiQuery';

/** GET /api/models/{id}/images, in display order; waits until the model's id is known. */
export function useModelImages(modelId: string | undefined) {
  return useApiQuery(queryKeys.models.images(modelId ?? ''), modelImageListSchema, Boolean(modelId));
}
