import { modelDetailSchema } from '@shared/catalogue/responses';
import { queryKeys } from '@/http/queryKeys';
import { readModel } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/models/{slug}: the model with its years, specs and market values; offline, from the mirror. */
export function useModel(slug: string) {
  return useMirroredQuery(queryKeys.models.detail(slug), modelDetailSchema, () => readModel(slug), { enabled: slug !== '' });
}
