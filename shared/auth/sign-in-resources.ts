import { declareResource } from '../http/resource';
import { currentUserSchema } from './current-user';
import { loginSchema, registerSchema } from './schemas';

/**
 * Signing up and in (docs/product/api.md auth calls): each answers the signed-in member, in the shape of
 * GET /api/auth/me (./resources.ts), and starts their session. Served by api/auth/routes.ts.
 */
export const signInResources = {
  /** 409 when the email has an account; sign-ups are limited per address (429). */
  register: declareResource({
    method: 'POST',
    path: '/api/auth/register',
    body: registerSchema,
    response: currentUserSchema,
    status: 201,
    errors: [409, 429],
    access: 'anyone',
    device: 'not-kept',
  }),
  /** 401 for a wrong email or password, 403 for a blocked account, 429 after too many failures. */
  login: declareResource({
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: currentUserSchema,
    errors: [401, 403, 429],
    access: 'anyone',
    device: 'not-kept',
  }),
};
