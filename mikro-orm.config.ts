import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './api/db/entities';
import { migrationsList } from './api/migrations/index';

/** ORM options for a given database; the server, the tests and the scripts all build on this. */
export function createOrmConfig(clientUrl: string, options: { debug?: boolean } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    discovery: { warnWhenNoEntities: true },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'api/migrations',
      pathTs: 'api/migrations',
      migrationsList,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
    },
    seeder: { path: 'api/seeders', pathTs: 'api/seeders', emit: 'ts' },
    debug: options.debug ?? false,
    pool: { min: 0, max: 10 },
  });
}

export default createOrmConfig(process.env.DATABASE_URL ?? 'postgres://localhost/pontiac');
