import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { transactionStatementTimeout } from './transaction-timeout';
import type { MigrationObject } from '@mikro-orm/core';

/**
 * How long a request may wait on PostgreSQL: for a connection from the pool, for a new connection, and for a
 * statement (on the server: the connection's setting, and each transaction's own, which a pooler passes on; and on
 * the client for a server that stopped answering altogether). Past these the
 * request fails with 503 (api/base/plugins/database-outage.ts) instead of hanging: within 5 s of an outage, with room for
 * a busy machine. The slowest request query (the forum's Hot page on the demo data) takes milliseconds.
 */
export const REQUEST_DATABASE_TIMEOUTS = { acquireMs: 3_500, connectMs: 2_500, statementMs: 3_000, answerMs: 3_500 } as const;

/** The tables the ORM knows and the migrations that make them: every domain's (app.ts composes DATABASE_SCHEMA). */
export interface DatabaseSchema {
  entities: NonNullable<Options['entities']>;
  migrations: MigrationObject[];
}

/**
 * ORM options for a given database; the server, the tests and the scripts all build on this. `serving` adds the
 * request timeouts: migrations and seeding run without them (they may rightly take longer).
 */
export function createOrmConfig(
  clientUrl: string,
  { entities, migrations }: DatabaseSchema,
  options: { debug?: boolean; serving?: boolean } = {},
) {
  const timeouts = REQUEST_DATABASE_TIMEOUTS;
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    discovery: { warnWhenNoEntities: true },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'api/migrations',
      pathTs: 'api/migrations',
      migrationsList: migrations,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
    },
    seeder: { path: 'api/seeders', pathTs: 'api/seeders', emit: 'ts' },
    debug: options.debug ?? false,
    pool: { min: 0, max: 10, ...(options.serving ? { acquireTimeoutMillis: timeouts.acquireMs } : {}) },
    ...(options.serving
      ? {
          subscribers: [transactionStatementTimeout(timeouts.statementMs)],
          driverOptions: {
            connection: {
              connectionTimeoutMillis: timeouts.connectMs,
              statement_timeout: timeouts.statementMs,
              query_timeout: timeouts.answerMs,
            },
          },
        }
      : {}),
  });
}
