import { declareResource } from '../http/resource';
import {
  declineSaleInputSchema,
  ownSaleListSchema,
  ownSaleSchema,
  publicSaleListSchema,
  reviewedSaleListSchema,
  reviewedSaleSchema,
  saleParams,
  saleQueueQuerySchema,
  saleReportInputSchema,
} from './sales';
import { saleImportInputSchema, saleImportResultSchema } from './sale-import';

/**
 * Sales members saw, as the value guide's evidence (./sales.ts): a member reports one (offline too: the outbox
 * sends it once, recognised by its id) and removes it until it is reviewed; admins approve or decline; approved ones
 * are public. Served by api/valuations/sale-routes.ts.
 */
export const saleResources = {
  approved: declareResource({
    method: 'GET',
    path: '/api/sales',
    response: publicSaleListSchema,
    access: 'anyone',
    cacheTopic: 'catalogue',
    // In the offline snapshot too (shared/offline/schemas.ts).
    device: 'mirrored',
  }),
  report: declareResource({
    method: 'POST',
    path: '/api/sales',
    body: saleReportInputSchema,
    response: ownSaleSchema,
    status: 201,
    errors: [409],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'declared',
  }),
  mine: declareResource({
    method: 'GET',
    path: '/api/sales/mine',
    response: ownSaleListSchema,
    access: 'member',
    device: 'not-kept',
  }),
  remove: declareResource({
    method: 'DELETE',
    path: '/api/sales/{id}',
    params: saleParams,
    response: null,
    status: 204,
    errors: [404, 409],
    access: 'owner',
    device: 'not-kept',
  }),
  queue: declareResource({
    method: 'GET',
    path: '/api/admin/sales',
    query: saleQueueQuerySchema,
    response: reviewedSaleListSchema,
    access: 'admin',
    device: 'not-kept',
  }),
  approve: declareResource({
    method: 'POST',
    path: '/api/admin/sales/{id}/approve',
    params: saleParams,
    response: reviewedSaleSchema,
    errors: [404, 409],
    access: 'admin',
    device: 'not-kept',
  }),
  decline: declareResource({
    method: 'POST',
    path: '/api/admin/sales/{id}/decline',
    params: saleParams,
    body: declineSaleInputSchema,
    response: reviewedSaleSchema,
    errors: [404, 409],
    access: 'admin',
    device: 'not-kept',
  }),
  /** What a CSV file of auction results would add, and what it refuses: nothing is written (./sale-import.ts). */
  importPreview: declareResource({
    method: 'POST',
    path: '/api/admin/sales/import/preview',
    body: saleImportInputSchema,
    response: saleImportResultSchema,
    access: 'admin',
    device: 'not-kept',
  }),
  /** The same file's rows added, approved; a row already among the sales is refused, so a second run adds nothing. */
  importCsv: declareResource({
    method: 'POST',
    path: '/api/admin/sales/import',
    body: saleImportInputSchema,
    response: saleImportResultSchema,
    access: 'admin',
    device: 'not-kept',
  }),
};
