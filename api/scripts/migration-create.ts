/** Writes a new migration from the difference between the entities and the migrated database. */
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../base/config';
import { startDatabase } from '../base/db/embedded-postgres';
import { DATABASE_SCHEMA } from '../app';
import { createOrmConfig } from '../base/db/orm-config';

const config = loadConfig();
const database = await startDatabase(config);
const orm = await MikroORM.init(createOrmConfig(database.clientUrl, DATABASE_SCHEMA));
try {
  const migrator = orm.getMigrator();
  await migrator.up();
  const initial = process.argv.includes('--initial');
  const result = await migrator.createMigration('api/migrations', false, initial);
  console.log(result.fileName ? `Wrote api/migrations/${result.fileName}` : 'No schema changes.');
} finally {
  await orm.close();
  await database.stop();
}
