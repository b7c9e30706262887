import { declareResource } from '../http/resource';
import {
  declinePhotoInputSchema,
  offerPhotoInputSchema,
  photoOfferCarParams,
  photoOfferListSchema,
  photoOfferParams,
  photoOfferSchema,
  reviewedPhotoOfferListSchema,
  reviewedPhotoOfferSchema,
  reviewQueueQuerySchema,
} from './photo-offers';

/**
 * Garage photos offered for catalogue pages: the owner offers and withdraws; admins review them in the
 * Pictures tab. Served by api/catalogue/photo-offer-routes.ts; nothing of it is kept on the device.
 */
export const photoOfferResources = {
  offer: declareResource({
    method: 'POST',
    path: '/api/garage/{id}/photo-offers',
    params: photoOfferCarParams,
    body: offerPhotoInputSchema,
    response: photoOfferSchema,
    status: 201,
    errors: [404, 409],
    access: 'owner',
    device: 'not-kept',
  }),
  mine: declareResource({
    method: 'GET',
    path: '/api/garage/photo-offers',
    response: photoOfferListSchema,
    access: 'member',
    device: 'not-kept',
  }),
  withdraw: declareResource({
    method: 'POST',
    path: '/api/garage/photo-offers/{id}/withdraw',
    params: photoOfferParams,
    response: photoOfferSchema,
    errors: [404, 409],
    access: 'owner',
    device: 'not-kept',
  }),
  queue: declareResource({
    method: 'GET',
    path: '/api/admin/pictures',
    query: reviewQueueQuerySchema,
    response: reviewedPhotoOfferListSchema,
    access: 'admin',
    device: 'not-kept',
  }),
  approve: declareResource({
    method: 'POST',
    path: '/api/admin/pictures/{id}/approve',
    params: photoOfferParams,
    response: reviewedPhotoOfferSchema,
    errors: [404, 409],
    access: 'admin',
    device: 'not-kept',
  }),
  decline: declareResource({
    method: 'POST',
    path: '/api/admin/pictures/{id}/decline',
    params: photoOfferParams,
    body: declinePhotoInputSchema,
    response: reviewedPhotoOfferSchema,
    errors: [404, 409],
    access: 'admin',
    device: 'not-kept',
  }),
};
