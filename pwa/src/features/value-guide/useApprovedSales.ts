import { saleResources } from '@shared/valuations/sale-resources';
import { keyOf } from '@/http/resources';
import { readApprovedSales } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';

/** GET /api/sales: every approved sale, the guide's evidence; offline, from the mirror like the guide itself. */
export function useApprovedSales() {
  return useMirroredQuery(keyOf(saleResources.approved), saleResources.approved.response, readApprovedSales);
}
