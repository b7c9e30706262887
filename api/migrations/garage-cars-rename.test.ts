import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { DATABASE_SCHEMA } from '../app';
import { createOrmConfig } from '../base/db/orm-config';
import { withDatabase } from '../test/database-url';

/**
 * Migration20261202000000 renames a member's cars to garage cars on a site that has some: the rows and the activity
 * log's mentions come through, the read cache's triggers follow the table, and down() gives the old names back.
 * (That the entities and the migrated schema agree, show entries' garage_car_id included, is checked with
 * `npm run db:migration:create`, which finds nothing new to write.)
 */
const name = `pontiac_test_${randomUUID().replaceAll('-', '')}`;
const url = () => withDatabase(inject('testAdminUrl'), name);
const query = async <Row extends pg.QueryResultRow>(sql: string, database?: string): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: database ?? inject('testAdminUrl') });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
};

let orm: MikroORM;
beforeAll(async () => {
  await query(`create database ${name}`);
  orm = await MikroORM.init(createOrmConfig(url(), DATABASE_SCHEMA));
});
afterAll(async () => {
  await orm.close();
  await query(`drop database if exists ${name} with (force)`);
});

it('keeps every car, its show entry and the activity log through the rename, and back', async () => {
  const migrator = orm.getMigrator();
  await migrator.up({ to: 'Migration20261201000000' });
  const [user] = await query<{ id: string }>(
    `insert into users (email, password, name, username) values ('owner@example.com', 'x', 'Owner', 'owner') returning id`,
    url(),
  );
  const [car] = await query<{ id: string }>(
    `insert into car_profiles (user_id, model_slug, year, photos) values ('${user?.id}', 'gto', 1969, '{a.jpg}') returning id`,
    url(),
  );
  await query(
    `insert into admin_logs (actor_id, action, target_type, target_id) values ('${user?.id}', 'garage.remove-photo', 'car_profile', '${car?.id}')`,
    url(),
  );

  await migrator.up({ to: 'Migration20261202000000' });
  expect(await query(`select id, model_slug, photos from garage_cars`, url())).toEqual([
    { id: car?.id, model_slug: 'gto', photos: ['a.jpg'] },
  ]);
  expect(await query(`select target_type from admin_logs`, url())).toEqual([{ target_type: 'garage_car' }]);
  expect(await query(`select to_regclass('car_profiles') as old`, url())).toEqual([{ old: null }]);
  const triggers = await query<{ tgname: string }>(
    `select tgname from pg_trigger where tgrelid = 'garage_cars'::regclass and not tgisinternal order by tgname`,
    url(),
  );
  expect(triggers.map((row) => row.tgname)).toEqual(expect.arrayContaining([expect.stringMatching(/^garage_cars_notify_/)]));

  await migrator.down({ to: 'Migration20261201000000' });
  expect(await query(`select id from car_profiles`, url())).toEqual([{ id: car?.id }]);
  expect(await query(`select target_type from admin_logs`, url())).toEqual([{ target_type: 'car_profile' }]);
});
