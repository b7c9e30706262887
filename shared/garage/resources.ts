import { modelParams } from '../catalogue/params';
import { declareResource } from '../http/resource';
import { garageCarInputSchema, garageCarParams, garagePhotoParams } from '../users/account-schemas';
import { garageCarSchema, ownersCarListSchema } from '../users/profile';

/**
 * A member's garage cars (docs/product/screens.md Profile): adding needs a member; changing a car or adding a photo
 * only its owner (`owner`: api/garage/guards.ts); removing a car or a photo its owner or an admin. Served by
 * api/garage/routes.ts, called by pwa/src/features/profile. Writes are limited per member (429).
 */
export const garageResources = {
  create: declareResource({
    method: 'POST',
    path: '/api/garage',
    body: garageCarInputSchema,
    response: garageCarSchema,
    status: 201,
    errors: [429],
    access: 'member',
    device: 'not-kept',
  }),
  update: declareResource({
    method: 'PUT',
    path: '/api/garage/{id}',
    params: garageCarParams,
    body: garageCarInputSchema,
    response: garageCarSchema,
    errors: [429],
    access: 'owner',
    device: 'not-kept',
  }),
  delete: declareResource({
    method: 'DELETE',
    path: '/api/garage/{id}',
    params: garageCarParams,
    response: null,
    status: 204,
    access: 'owner',
    device: 'not-kept',
  }),
  /** Multipart: the photo in the field `image`. */
  addPhoto: declareResource({
    method: 'POST',
    path: '/api/garage/{id}/photos',
    params: garageCarParams,
    upload: true,
    response: garageCarSchema,
    status: 201,
    errors: [429],
    access: 'owner',
    device: 'not-kept',
  }),
  /** A photo is addressed by its id (its generated file name), so a removal never hits a photo that moved. */
  deletePhoto: declareResource({
    method: 'DELETE',
    path: '/api/garage/{id}/photos/{photo}',
    params: garagePhotoParams,
    response: garageCarSchema,
    access: 'owner',
    device: 'not-kept',
  }),
};

/** Members' garage cars of one model, shown on its page. Served by api/garage/owners-cars-routes.ts. */
export const ownersCarsResources = {
  /**
   * Members' garage cars of the model, cars with photos first, blocked members' left out; read uncached
   * (a garage changes more often than the catalogue) and kept like any public read.
   */
  list: declareResource({
    method: 'GET',
    path: '/api/models/{model}/owners-cars',
    params: modelParams,
    response: ownersCarListSchema,
    errors: [404],
    access: 'anyone',
    device: 'kept',
  }),
};
