import type { Valuation, ValuationCreateInput, ValuationUpdateInput } from '@shared/valuations/schemas';
import { valuationAdminResources } from '@shared/valuations/admin-resources';
import { callResource } from '@/http/resources';

/** The Values tab's calls (shared/valuations/resources.ts); every answer is checked against its declaration. */

export const updateValuation = ({ id, input }: { id: string; input: ValuationUpdateInput }): Promise<Valuation> =>
  callResource(valuationAdminResources.update, { params: { id }, body: input });

/** A row for a model, year and trim the guide does not have yet. */
export const createValuation = (input: ValuationCreateInput): Promise<Valuation> =>
  callResource(valuationAdminResources.create, { body: input });
