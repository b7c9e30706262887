/**
 * The offline snapshot's address, written once: shared/offline/resources.ts declares it from here, and the page's
 * mirror and its service worker (pwa/src/mirror/snapshotRequest.ts) ask it without loading the declaration's schemas.
 */
export const offlineAddresses = { snapshot: '/api/offline/snapshot' } as const;
