import { declareResource } from '../http/resource';
import { currentUserSchema } from './current-user';

/**
 * Who is signed in (docs/product/api.md auth calls), asked by every screen, and signing out. Signing in and up take a
 * password and live apart (./sign-in-resources.ts), so their schemas load only with the two pages that send them.
 * Served by api/auth/routes.ts.
 */
export const sessionResources = {
  /** 401 when signed out. Kept on the device, so offline the app still shows who it last knew (null after a sign-out). */
  me: declareResource({
    method: 'GET',
    path: '/api/auth/me',
    response: currentUserSchema,
    access: 'signed-in',
    device: 'kept',
  }),
  logout: declareResource({
    method: 'POST',
    path: '/api/auth/logout',
    response: null,
    status: 204,
    access: 'anyone',
    device: 'not-kept',
  }),
};
