import { declareResource } from '../http/resource';
import { valuationCreateSchema, valuationParams, valuationSchema, valuationUpdateSchema } from './schemas';

/** The admin's value guide calls (the Values tab of /admin): served by api/valuations/admin-routes.ts. */
export const valuationAdminResources = {
  /** An admin changes a row: a source is required, the replaced figures go to its history. */
  update: declareResource({
    method: 'PUT',
    path: '/api/admin/valuations/{id}',
    params: valuationParams,
    body: valuationUpdateSchema,
    response: valuationSchema,
    access: 'admin',
    device: 'not-kept',
  }),
  /** An admin adds a row for a model, year and trim the guide does not have yet. */
  create: declareResource({
    method: 'POST',
    path: '/api/admin/valuations',
    body: valuationCreateSchema,
    response: valuationSchema,
    status: 201,
    errors: [409],
    access: 'admin',
    device: 'not-kept',
  }),
};
