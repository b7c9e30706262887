import { z } from 'zod';
import { declareResource } from '../http/resource';

/**
 * Two questions a load balancer asks (docs/product/api.md). `alive`: is the process up (answered without the
 * database; the PWA's connectivity probe asks it too). `ready`: should it get traffic (503 with Retry-After while the
 * database is down, migrations are missing or the process is stopping). Served by api/health/routes.ts.
 */
export const healthResources = {
  alive: declareResource({
    method: 'GET',
    path: '/api/health',
    response: z.object({ status: z.literal('ok') }),
    access: 'anyone',
    device: 'not-kept',
  }),
  ready: declareResource({
    method: 'GET',
    path: '/api/ready',
    response: z.object({ status: z.literal('ready') }),
    access: 'anyone',
    device: 'not-kept',
  }),
};
