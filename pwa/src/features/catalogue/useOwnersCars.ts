import { ownersCarListSchema } from '@shared/users/profile';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/models/{slug}/owners-cars: kept on the device like any public read (mirror/queryPersistence.ts). */
export function useOwnersCars(slug: string) {
  return useApiQuery(queryKeys.models.ownersCars(slug), ownersCarListSchema, slug !== '');
}
