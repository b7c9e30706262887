import { useQuery } from '@tanstack/react-query';
import { saleResources } from '@shared/valuations/sale-resources';
import { callResource, keyOf } from '@/http/resources';

/** GET /api/sales: every approved sale; the device keeps what it read, for the guide with no signal. */
export function useApprovedSales() {
  return useQuery({
    queryKey: keyOf(saleResources.approved),
    queryFn: ({ signal }) => callResource(saleResources.approved, {}, { signal }),
  });
}
