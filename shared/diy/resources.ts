import { declareResource } from '../http/resource';
import { diyVideoListSchema, diyVideoQuerySchema } from './schemas';

/**
 * The DIY videos' public calls (docs/product/api.md DIY): served by api/diy, called through pwa/src/http/resources.ts.
 * The admin's are in admin-resources.ts, apart: their input schemas load with the admin area only.
 */
export const diyResources = {
  /** Newest first; category and model filter on the server ('all' or left out: no filter). */
  list: declareResource({
    method: 'GET',
    path: '/api/diy-videos',
    query: diyVideoQuerySchema,
    response: diyVideoListSchema,
    access: 'anyone',
    cacheTopic: 'catalogue',
    device: 'mirrored',
  }),
};
