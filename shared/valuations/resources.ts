import { declareResource } from '../http/resource';
import { valuationListSchema } from './schemas';

/**
 * The value guide's public call (docs/product/api.md valuations): served by api/valuations, called through
 * pwa/src/http/resources.ts. The admin's are in admin-resources.ts, apart: their input schemas load with the admin area.
 */
export const valuationResources = {
  /** The whole value guide (a few hundred rows at most), for offline use. */
  list: declareResource({
    method: 'GET',
    path: '/api/valuations',
    response: valuationListSchema,
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
};
