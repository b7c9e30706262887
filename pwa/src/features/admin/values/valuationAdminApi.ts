import { valuationSchema, type Valuation, type ValuationUpdateInput } from '@shared/valuations/schemas';
import { apiRequest, readJson } from '@/http/client';

/** The Values tab's call (PUT /api/admin/valuations/{id}); the answer is checked against shared/. */
export async function updateValuation({ id, input }: { id: string; input: ValuationUpdateInput }): Promise<Valuation> {
  return valuationSchema.parse(await readJson(await apiRequest('PUT', `/api/admin/valuations/${encodeURIComponent(id)}`, input)));
}
