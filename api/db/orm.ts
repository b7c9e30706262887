import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createOrmConfig } from '../../mikro-orm.config';

export type Orm = MikroORM;

/** The PostgreSQL advisory lock every server holds while it migrates and seeds (any number, the same for all). */
export const MIGRATION_LOCK_KEY = 7_243_118_035;

/**
 * Runs `work` while holding the migration lock, so that of several processes starting together one migrates and the
 * others wait, then find nothing left to do. A session lock: `lockUrl` must reach PostgreSQL itself, not through a
 * transaction-mode pooler (DATABASE_LISTEN_URL, README).
 */
async function withMigrationLock<T>(lockUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: lockUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock too, should the unlock fail.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Brings the schema up to date with the committed migrations, runs `prepare` (seeding, the first admin) on the
 * same unhurried connection, both under the migration lock, then returns the ORM that serves requests, with its
 * timeouts. `directUrl` (default `clientUrl`) carries the lock.
 */
export async function connectAndMigrate(
  clientUrl: string,
  prepare?: (orm: Orm) => Promise<void>,
  { directUrl = clientUrl }: { directUrl?: string } = {},
): Promise<Orm> {
  await withMigrationLock(directUrl, async () => {
    const migrating = await MikroORM.init(createOrmConfig(clientUrl));
    try {
      await migrating.getMigrator().up();
      await prepare?.(migrating);
    } finally {
      await migrating.close();
    }
  });
  return MikroORM.init(createOrmConfig(clientUrl, { serving: true }));
}
