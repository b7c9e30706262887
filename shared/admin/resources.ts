import { z } from 'zod';
import { declareResource } from '../http/resource';
import {
  activityQuerySchema,
  adminIdParams,
  adminLogPageSchema,
  adminReportPageSchema,
  adminReportSchema,
  adminStatsSchema,
  adminUserPageSchema,
  adminUserSchema,
  reportListQuerySchema,
  rolesUpdateSchema,
  userListQuerySchema,
} from './schemas';
import { sourceInputSchema, sourceListQuerySchema, sourcePageSchema, sourceSchema } from './sources';

const sourceParams = z.object({ id: z.string() });
const admin = { access: 'admin', device: 'not-kept' } as const;
const moderator = { access: 'moderator', device: 'not-kept' } as const;

/**
 * The admin panel's calls (/admin, docs/product/screens.md Admin): the counters and reports for moderators and
 * admins; users, the activity log and the value sources for admins only. Served by api/admin, called by
 * pwa/src/features/admin through pwa/src/http/resources.ts. Nothing of it is kept on the device.
 */
export const adminResources = {
  stats: declareResource({ method: 'GET', path: '/api/admin/stats', response: adminStatsSchema, ...moderator }),
  reports: declareResource({
    method: 'GET',
    path: '/api/admin/reports',
    query: reportListQuerySchema,
    response: adminReportPageSchema,
    ...moderator,
  }),
  removeReported: declareResource({
    method: 'POST',
    path: '/api/admin/reports/{id}/remove',
    params: adminIdParams,
    response: adminReportSchema,
    errors: [409],
    ...moderator,
  }),
  dismissReport: declareResource({
    method: 'POST',
    path: '/api/admin/reports/{id}/dismiss',
    params: adminIdParams,
    response: adminReportSchema,
    errors: [409],
    ...moderator,
  }),
  users: declareResource({ method: 'GET', path: '/api/admin/users', query: userListQuerySchema, response: adminUserPageSchema, ...admin }),
  setRoles: declareResource({
    method: 'PUT',
    path: '/api/admin/users/{id}/roles',
    params: adminIdParams,
    body: rolesUpdateSchema,
    response: adminUserSchema,
    ...admin,
  }),
  blockUser: declareResource({
    method: 'POST',
    path: '/api/admin/users/{id}/block',
    params: adminIdParams,
    response: adminUserSchema,
    errors: [409],
    ...admin,
  }),
  unblockUser: declareResource({
    method: 'POST',
    path: '/api/admin/users/{id}/unblock',
    params: adminIdParams,
    response: adminUserSchema,
    errors: [409],
    ...admin,
  }),
  activity: declareResource({
    method: 'GET',
    path: '/api/admin/activity',
    query: activityQuerySchema,
    response: adminLogPageSchema,
    ...admin,
  }),
  sources: declareResource({
    method: 'GET',
    path: '/api/admin/sources',
    query: sourceListQuerySchema,
    response: sourcePageSchema,
    ...admin,
  }),
  createSource: declareResource({
    method: 'POST',
    path: '/api/admin/sources',
    body: sourceInputSchema,
    response: sourceSchema,
    status: 201,
    errors: [409],
    ...admin,
  }),
  updateSource: declareResource({
    method: 'PUT',
    path: '/api/admin/sources/{id}',
    params: sourceParams,
    body: sourceInputSchema,
    response: sourceSchema,
    errors: [409],
    ...admin,
  }),
  deleteSource: declareResource({
    method: 'DELETE',
    path: '/api/admin/sources/{id}',
    params: sourceParams,
    response: null,
    status: 204,
    ...admin,
  }),
  /** Fetch now: the server reads the site's robots.txt and answers the source with what it found. */
  fetchSource: declareResource({
    method: 'POST',
    path: '/api/admin/sources/{id}/fetch',
    params: sourceParams,
    response: sourceSchema,
    ...admin,
  }),
};
