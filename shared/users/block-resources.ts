import { declareResource } from '../http/resource';
import { blockedMemberListSchema, memberIdParams } from './blocking';

/**
 * The members the signed-in member blocked (docs/product/screens.md Profile), and blocking or unblocking one:
 * both answer 204 and may be repeated. The list is kept on the device for that member only. Served by
 * api/users/block-routes.ts.
 */
export const blockResources = {
  list: declareResource({
    method: 'GET',
    path: '/api/users/me/blocks',
    response: blockedMemberListSchema,
    access: 'member',
    device: 'kept-for-member',
  }),
  block: declareResource({
    method: 'PUT',
    path: '/api/users/{id}/block',
    params: memberIdParams,
    response: null,
    status: 204,
    access: 'member',
    device: 'not-kept',
  }),
  unblock: declareResource({
    method: 'DELETE',
    path: '/api/users/{id}/block',
    params: memberIdParams,
    response: null,
    status: 204,
    access: 'member',
    device: 'not-kept',
  }),
};
