import { modelListSchema } from '../../../shared/catalogue/responses';
import { queryKeys } from '../api/queryKeys';
import { readModels } from '../offline/mirrorReads';
import { useMirroredQuery } from '../offline/useMirroredQuery';

/** GET /api/models, from the offline copy when the network fails. */
export function useModels() {
  return useMirroredQuery(queryKeys.models.all, modelListSchema, readModels);
}
