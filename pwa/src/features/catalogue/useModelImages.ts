import { modelImageListSchema } from '@shared/catalogue/responses';
import { queryKeys } from '@/http/queryKeys';
import { readModelImages } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/models/{id}/images, in display order; waits until the model's id is known. Offline, from the mirror. */
export function useModelImages(modelId: string | undefined) {
  return useMirroredQuery(queryKeys.models.images(modelId ?? ''), modelImageListSchema, () => readModelImages(modelId ?? ''), {
    enabled: Boolean(modelId),
  });
}
