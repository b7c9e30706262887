/**
 * Members' public pages' addresses, written once: shared/users/profile-resources.ts declares each read with its
 * address from here, and the PWA's shared keys (pwa/src/http/queryKeys.ts) are made from them without loading the
 * declarations' schemas into every screen that refreshes a profile.
 */
export const profileAddresses = {
  profile: '/api/users/{key}',
  garage: '/api/users/{key}/garage',
  posts: '/api/users/{key}/posts',
} as const;
