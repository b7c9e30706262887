import type { FastifyInstance } from 'fastify';
import { systemResources } from '../../shared/admin/system-resources';
import type { BackupConfig } from '../base/backup-config';
import { signedInUser } from '../base/identity/guards';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { HttpError } from '../base/plugins/errors';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import type { FileStore } from '../base/uploads/file-store';
import { createBackup } from './backup';
import { backupStoreOf } from './backup-store';
import { BackupError, type BackupInfo } from './manifest';

/** The job kind that backs the site up on its schedule. */
export const BACKUP_JOB = 'backup';

/** The cron schedule of a backup every `hours` hours (UTC): on the hour; past a day, at midnight every n-th day. */
export function backupSchedule(hours: number): string {
  return hours < 24 ? `0 */${hours} * * *` : `0 0 */${Math.max(1, Math.floor(hours / 24))} * *`;
}

/** The site's backups as the System tab sees them. */
export interface SiteBackups {
  /** The newest kept, how many are kept, and how often the schedule runs. */
  summary(): Promise<{ last: BackupInfo | null; kept: number; keep: number; everyHours: number }>;
  /** Makes one now (BackupError while another is being made). */
  create(): Promise<BackupInfo>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: SiteBackups;
  }
}

/**
 * Backups of the running site: made on the job queue's schedule (BACKUP_EVERY_HOURS; one server of several
 * makes each, and the advisory lock keeps any two from overlapping), or at once by an admin ("Back up now"). Register
 * after the job queue.
 */
export function registerBackups(
  app: FastifyInstance,
  options: { databaseUrl: string; files: FileStore; dataDir: string; appVersion: string; config: BackupConfig },
) {
  const store = backupStoreOf(options.config);
  const source = { databaseUrl: options.databaseUrl, files: options.files, dataDir: options.dataDir, appVersion: options.appVersion };
  const backups: SiteBackups = {
    async summary() {
      const kept = await store.list();
      return { last: kept[0] ?? null, kept: kept.length, keep: options.config.keep, everyHours: options.config.everyHours };
    },
    async create() {
      const { manifest: _manifest, ...backup } = await createBackup(source, store, options.config.keep);
      return backup;
    },
  };
  app.decorate('backups', backups);
  app.jobs.define(
    BACKUP_JOB,
    {
      retryLimit: 2,
      retryDelaySeconds: 600,
      policy: 'short',
      ...(options.config.everyHours > 0 ? { schedule: backupSchedule(options.config.everyHours) } : {}),
    },
    async () => {
      const backup = await backups.create();
      app.log.info({ backup: backup.name, bytes: backup.bytes, where: backup.where }, 'backup made');
    },
  );
}

/** POST /api/admin/backups: "Back up now" (admins), answered with the new backup; 409 while one is being made. */
export async function backupRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(...served(app, systemResources.backUp), async (request, reply) => {
    const admin = signedInUser(request);
    let backup: BackupInfo;
    try {
      backup = await app.backups.create();
    } catch (error) {
      if (error instanceof BackupError) throw new HttpError(409, error.message);
      throw error;
    }
    const em = request.em.fork();
    // A backup has no id of its own (the log's targets are ids): it is named in the details.
    recordAdminAction(em, {
      actor: admin,
      action: 'backup.create',
      targetType: 'backup',
      targetId: admin.id,
      details: { name: backup.name, bytes: backup.bytes, where: backup.where },
    });
    await em.flush();
    return reply.code(201).send({ backup });
  });
}
