import { z } from 'zod';
import { diyVideoInputSchema } from './admin';
import { declareResource } from '../http/resource';
import { diyVideoListSchema, diyVideoSchema } from './schemas';

const videoParams = z.object({ id: z.string() });

/** The admin's DIY video calls (the DIY videos tab of /admin): served by api/diy/admin-routes.ts. */
export const diyAdminResources = {
  /** Every video, newest added first: the admin's DIY videos tab. */
  list: declareResource({
    method: 'GET',
    path: '/api/admin/diy-videos',
    response: diyVideoListSchema,
    access: 'admin',
    device: 'not-kept',
  }),
  create: declareResource({
    method: 'POST',
    path: '/api/admin/diy-videos',
    body: diyVideoInputSchema,
    response: diyVideoSchema,
    status: 201,
    errors: [409],
    access: 'admin',
    device: 'not-kept',
  }),
  update: declareResource({
    method: 'PUT',
    path: '/api/admin/diy-videos/{id}',
    params: videoParams,
    body: diyVideoInputSchema,
    response: diyVideoSchema,
    errors: [409],
    access: 'admin',
    device: 'not-kept',
  }),
  delete: declareResource({
    method: 'DELETE',
    path: '/api/admin/diy-videos/{id}',
    params: videoParams,
    response: null,
    status: 204,
    access: 'admin',
    device: 'not-kept',
  }),
};
