import { valuationResources } from '@shared/valuations/resources';
import { keyOf } from '@/http/resources';
import { readValuations } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/valuations: the whole value guide; offline, from the mirror. */
export function useValuations() {
  return useMirroredQuery(keyOf(valuationResources.list), valuationResources.list.response, readValuations);
}
