/**
 * The admin panel's root: every admin call's address starts with it (shared/admin/resources.ts and the catalogue's,
 * DIY's and values' admin declarations), and the device keeps nothing under it (pwa/src/mirror/queryPersistence.ts,
 * checked against each declaration by pwa/src/http/resources.test.ts) without loading the declarations.
 */
export const ADMIN_ROOT = '/api/admin';
