import { declareResource } from '../http/resource';
import { modelParams, trimParams, yearParams } from './params';
import { trimDetailSchema, yearDetailSchema } from './reference-responses';
import { modelDetailSchema, modelImageListSchema, modelListSchema, yearListSchema } from './responses';

/**
 * The catalogue (docs/product/screens.md Models, Year, Trim): anyone reads it, the same answer for everyone, from the
 * read cache. The models, their years and trims and their pictures come with the offline snapshot (`mirrored`:
 * pwa/src/mirror). Served by api/catalogue/public-routes.ts; the owners' cars of a model are the garage's (shared/garage/resources.ts).
 */
export const catalogueResources = {
  models: declareResource({
    method: 'GET',
    path: '/api/models',
    response: modelListSchema,
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
  /** The model with its years, specs and market values; `model` is its slug (or id). */
  model: declareResource({
    method: 'GET',
    path: '/api/models/{model}',
    params: modelParams,
    response: modelDetailSchema,
    errors: [404],
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
  images: declareResource({
    method: 'GET',
    path: '/api/models/{model}/images',
    params: modelParams,
    response: modelImageListSchema,
    errors: [404],
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
  years: declareResource({
    method: 'GET',
    path: '/api/models/{model}/years',
    params: modelParams,
    response: yearListSchema,
    errors: [404],
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
  year: declareResource({
    method: 'GET',
    path: '/api/models/{model}/years/{year}',
    params: yearParams,
    response: yearDetailSchema,
    errors: [404],
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
  trim: declareResource({
    method: 'GET',
    path: '/api/models/{model}/years/{year}/trims/{trim}',
    params: trimParams,
    response: trimDetailSchema,
    errors: [404],
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
};
