import { valuationSchema, type Valuation, type ValuationCreateInput, type ValuationUpdateInput } from '@shared/valuations/schemas';
import { apiRequest, readJson } from '@/http/client';

/** The Values tab's calls (api/valuations/admin-routes.ts); every answer is checked against shared/. */

const asValuation = async (response: Response) => valuationSchema.parse(await readJson(response));

export async function updateValuation({ id, input }: { id: string; input: ValuationUpdateInput }): Promise<Valuation> {
  return asValuation(await apiRequest('PUT', `/api/admin/valuations/${encodeURIComponent(id)}`, input));
}

/** A row for a model, year and trim the guide does not have yet. */
export async function createValuation(input: ValuationCreateInput): Promise<Valuation> {
  return asValuation(await apiRequest('POST', '/api/admin/valuations', input));
}
