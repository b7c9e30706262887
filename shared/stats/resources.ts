import { declareResource } from '../http/resource';
import { siteStatsSchema } from './schemas';

/**
 * The home page's counts (docs/product/screens.md Home): kept on the device, so the last counts seen still show
 * offline. Served by api/stats/routes.ts.
 */
export const siteStatsResources = {
  counts: declareResource({
    method: 'GET',
    path: '/api/stats',
    response: siteStatsSchema,
    access: 'anyone',
    device: 'kept',
  }),
};
