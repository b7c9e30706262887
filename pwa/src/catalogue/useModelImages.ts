import { modelImageListSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { readModelImages } from '../offline/mirrorReads';
import { useMirroredQuery } from '../offline/useMirroredQuery';

/** GET /api/models/{id}/images, in display order; waits until the model's id is known. Offline, from the mirror. */
export function useModelImages(modelId: string | undefined) {
  return useMirroredQuery(queryKeys.models.images(modelId ?? ''), modelImageListSchema, () => readModelImages(modelId ?? ''), {
    enabled: Boolean(modelId),
  });
}
