import { declareResource } from '../http/resource';
import { offlineSnapshotQuerySchema, offlineSnapshotSchema } from './schemas';

/**
 * What the PWA mirrors for offline reading (docs/product/api.md): the catalogue, values, DIY videos and communities in
 * one answer. Its strong ETag gives an unchanged mirror a bodiless 304; `since` sends only rows changed after it, with
 * every current key so the device can drop deleted rows. The answer is the mirror itself (pwa/src/mirror), not a
 * query. Served by api/offline/routes.ts.
 */
export const offlineResources = {
  snapshot: declareResource({
    method: 'GET',
    path: '/api/offline/snapshot',
    query: offlineSnapshotQuerySchema,
    response: offlineSnapshotSchema,
    revalidated: true,
    access: 'anyone',
    device: 'mirrored',
  }),
};
