import { declareResource } from '../http/resource';
import { searchQuerySchema, searchResultsSchema } from './schemas';

/**
 * The header's and the search page's search (docs/product/screens.md Search): models, posts and members matching `q`.
 * Offline the app searches the models saved on the device instead. Served by api/search/routes.ts.
 */
export const searchResources = {
  results: declareResource({
    method: 'GET',
    path: '/api/search',
    query: searchQuerySchema,
    response: searchResultsSchema,
    access: 'anyone',
    device: 'kept',
  }),
};
