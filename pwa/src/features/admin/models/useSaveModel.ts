import type { ModelSummary } from '@shared/catalogue/responses';
import type { ModelData } from '@shared/catalogue/schemas';
import { createModel, updateModel } from './modelAdminApi';
import { useCatalogueMutation } from './useCatalogueMutation';

/** POST for a new model, PUT for an existing one. */
export function useSaveModel(model: ModelSummary | null) {
  return useCatalogueMutation((data: ModelData) => (model ? updateModel({ id: model.id, data }) : createModel(data)));
}
