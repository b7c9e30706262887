import { userPostListSchema } from '../community/thread-responses';
import { declareResource } from '../http/resource';
import { garageSchema, userKeyParams, userProfileSchema } from './profile';

/**
 * Members' public pages (docs/product/screens.md Profile): a profile, its garage and its latest posts, addressed by
 * the member's id or username. Only public fields leave. Not kept on the device: whoever signs in next must not
 * find them there. Served by api/users/profile-routes.ts.
 */
export const profileResources = {
  profile: declareResource({
    method: 'GET',
    path: '/api/users/{key}',
    params: userKeyParams,
    response: userProfileSchema,
    errors: [404],
    access: 'anyone',
    device: 'not-kept',
  }),
  garage: declareResource({
    method: 'GET',
    path: '/api/users/{key}/garage',
    params: userKeyParams,
    response: garageSchema,
    errors: [404],
    access: 'anyone',
    device: 'not-kept',
  }),
  posts: declareResource({
    method: 'GET',
    path: '/api/users/{key}/posts',
    params: userKeyParams,
    response: userPostListSchema,
    errors: [404],
    access: 'anyone',
    device: 'not-kept',
  }),
};

/**
 * The same two reads when they name the signed-in member (their garage and its values read offline): the
 * device keeps these answers for that member alone. One address for everyone, so served once, as profileResources.
 */
export const ownProfileResources = {
  profile: declareResource({ ...profileResources.profile, device: 'kept-for-member' }),
  garage: declareResource({ ...profileResources.garage, device: 'kept-for-member' }),
};
