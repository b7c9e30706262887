import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../mikro-orm.config';

export type Orm = MikroORM;

/** Connects and brings the schema up to date with the committed migrations. */
export async function connectAndMigrate(clientUrl: string): Promise<Orm> {
  const orm = await MikroORM.init(createOrmConfig(clientUrl));
  await orm.getMigrator().up();
  return orm;
}
