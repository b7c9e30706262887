/**
 * The admin panel's root: every admin call's address starts with it (shared/admin/resources.ts and the catalogue's,
 * DIY's and values' admin declarations), and every admin read is refreshed under it after an admin action
 * (pwa/src/http/queryKeys.ts). It is no declaration's path, so it is written here.
 */
export const ADMIN_ROOT = '/api/admin';
