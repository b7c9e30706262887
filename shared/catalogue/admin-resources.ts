import { declareResource } from '../http/resource';
import { featuredToggleSchema, imageCaptionSchema, imageOrderSchema } from './admin-schemas';
import { imageParams, modelIdParams } from './params';
import { modelImageListSchema, modelImageSchema, modelSummarySchema } from './responses';
import { modelInputSchema } from './schemas';

const admin = { access: 'admin', device: 'not-kept' } as const;

/**
 * The admin's catalogue calls (the Models tab of /admin): models and their galleries. Served by
 * api/catalogue/model-admin-routes.ts and image-admin-routes.ts, called by pwa/src/features/admin/models.
 */
export const catalogueAdminResources = {
  createModel: declareResource({
    method: 'POST',
    path: '/api/admin/models',
    body: modelInputSchema,
    response: modelSummarySchema,
    status: 201,
    errors: [409],
    ...admin,
  }),
  updateModel: declareResource({
    method: 'PUT',
    path: '/api/admin/models/{id}',
    params: modelIdParams,
    body: modelInputSchema,
    response: modelSummarySchema,
    errors: [409],
    ...admin,
  }),
  deleteModel: declareResource({
    method: 'DELETE',
    path: '/api/admin/models/{id}',
    params: modelIdParams,
    response: null,
    status: 204,
    ...admin,
  }),
  setFeatured: declareResource({
    method: 'PATCH',
    path: '/api/admin/models/{id}/featured',
    params: modelIdParams,
    body: featuredToggleSchema,
    response: modelSummarySchema,
    ...admin,
  }),
  /** Multipart: the image in the field `image`, an optional `caption`. */
  uploadImage: declareResource({
    method: 'POST',
    path: '/api/admin/models/{id}/images',
    params: modelIdParams,
    upload: true,
    response: modelImageSchema,
    status: 201,
    ...admin,
  }),
  reorderImages: declareResource({
    method: 'PUT',
    path: '/api/admin/models/{id}/images/order',
    params: modelIdParams,
    body: imageOrderSchema,
    response: modelImageListSchema,
    ...admin,
  }),
  updateCaption: declareResource({
    method: 'PUT',
    path: '/api/admin/models/{id}/images/{imageId}',
    params: imageParams,
    body: imageCaptionSchema,
    response: modelImageSchema,
    ...admin,
  }),
  featureImage: declareResource({
    method: 'PUT',
    path: '/api/admin/models/{id}/images/{imageId}/feature',
    params: imageParams,
    response: modelImageSchema,
    ...admin,
  }),
  deleteImage: declareResource({
    method: 'DELETE',
    path: '/api/admin/models/{id}/images/{imageId}',
    params: imageParams,
    response: null,
    status: 204,
    ...admin,
  }),
};
