import { z } from 'zod';
import { declareResource } from '../http/resource';
import { ADMIN_ROOT } from './addresses';

/**
 * How the running site is (the admin's System tab, issue 46): what an admin checks before anything else. Not exported:
 * a declaration file exports only its declarations (the tests take every export for one); use
 * `systemResources.status.response`.
 */
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
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The running site, for admins only; read fresh each time (never kept). Served by api/admin/system-routes.ts. */
export const systemResources = {
  status: declareResource({
    method: 'GET',
    path: `${ADMIN_ROOT}/system`,
    response: systemStatusSchema,
    access: 'admin',
    device: 'not-kept',
  }),
};
