import { z } from 'zod';
import { declareResource } from '../http/resource';
import { ADMIN_ROOT } from './addresses';

/**
 * How the running site is (the admin's System tab): what an admin checks before anything else. Not exported:
 * a declaration file exports only its declarations (the tests take every export for one); use
 * `systemResources.status.response`.
 */
/** One backup of the site: its file's name, when it was made, its size, and the folder or bucket it is in. */
const backupSchema = z.object({ name: z.string(), createdAt: z.string(), bytes: z.number().int().nonnegative(), where: z.string() });

const systemStatusSchema = z.object({
  /** The app's version (package.json). */
  version: z.string(),
  /** When this server started, and how long ago. */
  startedAt: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  /** The database's size on disk (pg_database_size). */
  databaseBytes: z.number().int().nonnegative(),
  /** Where members' and admins' uploads are kept, and how many and how large they are. */
  uploads: z.object({ place: z.enum(['folder', 'bucket']), where: z.string(), files: z.number().int(), bytes: z.number().int() }),
  /** Whether this server should get traffic (as GET /api/ready), and why not. */
  ready: z.boolean(),
  notReadyBecause: z.string().nullable(),
  /** The newest backup kept (npm run backup, the schedule or "Back up now"), how many are kept, and the schedule. */
  backups: z.object({
    last: backupSchema.nullable(),
    /** How many are kept now, and how many at most (BACKUP_KEEP). */
    kept: z.number().int().nonnegative(),
    keep: z.number().int().positive(),
    /** BACKUP_EVERY_HOURS; 0 when none is scheduled. */
    everyHours: z.number().int().nonnegative(),
  }),
  /** The job queue's kinds of work (emails, pushes, digests, backups): how many wait, how many failed, the oldest due. */
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      oldestWaitingSeconds: z.number().int().nonnegative().nullable(),
    }),
  ),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The running site, for admins only; read fresh each time (never kept). Served by api/admin/system-routes.ts and api/backup. */
export const systemResources = {
  status: declareResource({
    method: 'GET',
    path: `${ADMIN_ROOT}/system`,
    response: systemStatusSchema,
    access: 'admin',
    device: 'not-kept',
  }),
  /** "Back up now": makes a backup at once (409 while one is being made), answered with it. */
  backUp: declareResource({
    method: 'POST',
    path: `${ADMIN_ROOT}/backups`,
    status: 201,
    response: z.object({ backup: backupSchema }),
    errors: [409],
    access: 'admin',
    device: 'not-kept',
  }),
};
