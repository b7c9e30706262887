import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createOrmConfig, type DatabaseSchema } from './orm-config';

export type Orm = MikroORM;

/** The PostgreSQL advisory lock every server holds while it migrates and seeds (any number, the same for all). */
export const MIGRATION_LOCK_KEY = 7_243_118_035;

/**
 * Runs `work` while holding the migration lock, so that of several processes starting together one migrates and the
 * others wait, then find nothing left to do. A transaction's lock (`pg_advisory_xact_lock`), not a session's: the
 * open transaction keeps its connection even through a transaction-mode pooler (PgBouncer), where a session lock
 * would stay with whichever server connection ran it, and an unlock could go to another.
 */
async function withMigrationLock<T>(lockUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: lockUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the transaction releases the lock; ending the connection too, should the commit fail.
    await client.query('commit').catch(() => undefined);
    await client.end();
  }
}

/**
 * Brings the schema up to date with the committed migrations (the ORM knowing `schema`'s tables), runs `prepare` (seeding, the first admin) on the
 * same unhurried connection, both under the migration lock, then returns the ORM that serves requests, with its
 * timeouts. `directUrl` (default `clientUrl`) carries the lock: PostgreSQL itself (DATABASE_LISTEN_URL) keeps the
 * processes waiting for it from holding server connections of a pooler's pool.
 */
export async function connectAndMigrate(
  clientUrl: string,
  schema: DatabaseSchema,
  prepare?: (orm: Orm) => Promise<void>,
  { directUrl = clientUrl }: { directUrl?: string } = {},
): Promise<Orm> {
  await withMigrationLock(directUrl, async () => {
    const migrating = await MikroORM.init(createOrmConfig(clientUrl, schema));
    try {
      await migrating.getMigrator().up();
      await prepare?.(migrating);
    } finally {
      await migrating.close();
    }
  });
  return MikroORM.init(createOrmConfig(clientUrl, schema, { serving: true }));
}
