import { z } from 'zod';
import { trimDetailSchema, yearDetailSchema } from '../catalogue/reference-responses';
import { modelImageSchema, modelSummarySchema } from '../catalogue/responses';
import { diyVideoSchema } from '../diy/schemas';
import { publicSaleSchema } from '../valuations/sales';
import { valuationSchema } from '../valuations/schemas';
import { SNAPSHOT_FORMAT } from './snapshot-version';

/** A forum section as the offline mirror keeps it. */
export const offlineCommunitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type OfflineCommunity = z.infer<typeof offlineCommunitySchema>;

/** A model's gallery image as GET /api/models/{id}/images gives it, with the model's id for the mirror's index. */
export const offlineModelImageSchema = modelImageSchema.extend({ modelId: z.uuid() });
export type OfflineModelImage = z.infer<typeof offlineModelImageSchema>;

/**
 * Every key that exists now, sent with a `since` answer: the delta alone cannot say what was deleted,
 * so the client drops what is no longer listed (and does a full refresh if something listed is missing).
 */
export const offlineIdsSchema = z.object({
  models: z.array(z.string()),
  years: z.array(z.string()),
  trims: z.array(z.string()),
  valuations: z.array(z.string()),
  diyVideos: z.array(z.string()),
  communities: z.array(z.string()),
  modelImages: z.array(z.string()),
});
export type OfflineIds = z.infer<typeof offlineIdsSchema>;

/** GET /api/offline/snapshot: what the PWA mirrors for offline reading, in the same shapes as the live calls. */
export const offlineSnapshotSchema = z.object({
  /** The shape's version (./snapshot-version.ts), which a device checks before it keeps the rows (./snapshot-format.ts). */
  format: z.literal(SNAPSHOT_FORMAT),
  /** Server time the snapshot was taken at; the next `since`. */
  generatedAt: z.string(),
  /** The `since` it answers, or null for a full snapshot. */
  since: z.string().nullable(),
  models: z.array(modelSummarySchema),
  years: z.array(yearDetailSchema),
  trims: z.array(trimDetailSchema),
  valuations: z.array(valuationSchema),
  diyVideos: z.array(diyVideoSchema),
  communities: z.array(offlineCommunitySchema),
  /** Every gallery image, also with `since`: they have no updatedAt and are few. */
  modelImages: z.array(offlineModelImageSchema),
  /**
   * Every approved sale, the value guide's evidence, also with `since`: sent whole, as a reporter's name can change
   * without a date moving, and they are few beside the catalogue.
   */
  sales: z.array(publicSaleSchema),
  /** Only with `since`. */
  ids: offlineIdsSchema.nullable(),
});
export type OfflineSnapshot = z.infer<typeof offlineSnapshotSchema>;

/** Years 1970 to 2100, as written (9999 with a western offset is year 10000 in UTC, past what PostgreSQL stores). */
const SINCE_YEAR = /^(19[7-9]\d|20\d\d|2100)-/;

export const offlineSnapshotQuerySchema = z.object({
  since: z.iso
    .datetime({ offset: true, error: 'since must be an ISO 8601 timestamp' })
    // An instant before 1970 asks for everything anyway, and PostgreSQL cannot store year 0000: the written year is
    // checked, as the document's pattern says.
    .refine((value) => SINCE_YEAR.test(value), 'since must be between 1970 and 2100')
    .meta({
      description: 'An ISO 8601 timestamp from 1970 to 2100: the generatedAt of the snapshot the client holds',
      pattern: SINCE_YEAR.source,
    })
    .optional(),
});
