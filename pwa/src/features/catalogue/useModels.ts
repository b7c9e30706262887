import { modelListSchema } from '@shared/catalogue/responses';
import { queryKeys } from '@/http/queryKeys';
import { readModels } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/models, from the offline copy when the network fails. */
export function useModels() {
  return useMirroredQuery(queryKeys.models.all, modelListSchema, readModels);
}
