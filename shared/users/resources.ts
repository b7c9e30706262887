import { currentUserSchema } from '../auth/current-user';
import { declareResource } from '../http/resource';
import { accountUpdateSchema } from './account-schemas';

/**
 * The signed-in member's own account (docs/product/screens.md Profile): each answer is the current-user shape of
 * GET /api/auth/me, so the client puts it straight into that query. Served by api/users/account-routes.ts.
 */
export const accountResources = {
  update: declareResource({
    method: 'PUT',
    path: '/api/users/me',
    body: accountUpdateSchema,
    response: currentUserSchema,
    access: 'member',
    device: 'not-kept',
  }),
  /** Multipart: the picture in the field `image`. */
  uploadAvatar: declareResource({
    method: 'POST',
    path: '/api/users/me/avatar',
    upload: true,
    response: currentUserSchema,
    errors: [429],
    access: 'member',
    device: 'not-kept',
  }),
  removeAvatar: declareResource({
    method: 'DELETE',
    path: '/api/users/me/avatar',
    response: currentUserSchema,
    access: 'member',
    device: 'not-kept',
  }),
};
