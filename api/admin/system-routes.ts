import type { FastifyInstance } from 'fastify';
import { systemResources } from '../../shared/admin/system-resources';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import type { FileStore } from '../base/uploads/file-store';
import { notReadyBecause } from '../health';

const startedAt = new Date();

/** GET /api/admin/system: how the running site is, for the admin's System tab. */
export async function systemRoutes(app: FastifyInstance, options: { files: FileStore; version: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, systemResources.status), async (request) => {
    const [[database], uploads, notReady, backups, queues] = await Promise.all([
      request.em.getConnection().execute<Array<{ bytes: string }>>('select pg_database_size(current_database()) as bytes'),
      options.files.usage(),
      notReadyBecause(app, (sql) => request.em.getConnection().execute(sql)),
      app.backups.summary(),
      app.jobs.queueStats(),
    ]);
    return {
      version: options.version,
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.floor((Date.now() - startedAt.getTime()) / 1000),
      databaseBytes: Number(database?.bytes ?? 0),
      uploads,
      ready: notReady === null,
      notReadyBecause: notReady,
      backups,
      queues,
    };
  });
}
