import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../mikro-orm.config';

export type Orm = MikroORM;

/**
 * Brings the schema up to date with the committed migrations, runs `prepare` (seeding, the first admin) on the
 * same unhurried connection, then returns the ORM that serves requests, with its timeouts.
 */
export async function connectAndMigrate(clientUrl: string, prepare?: (orm: Orm) => Promise<void>): Promise<Orm> {
  const migrating = await MikroORM.init(createOrmConfig(clientUrl));
  try {
    await migrating.getMigrator().up();
    await prepare?.(migrating);
  } finally {
    await migrating.close();
  }
  return MikroORM.init(createOrmConfig(clientUrl, { serving: true }));
}
