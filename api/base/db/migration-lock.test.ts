import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrationsList } from '../../migrations';
import { withDatabase } from '../../test/database-url';
import { startPgBouncer } from '../../test/pgbouncer';
import { DATABASE_SCHEMA } from '../../app';
import { connectAndMigrate } from './orm';

const newName = () => `pontiac_test_${randomUUID().replaceAll('-', '')}`;
const names = [newName(), newName()];
const adminQuery = async <T extends pg.QueryResultRow>(sql: string, database?: string) => {
  const client = new pg.Client({ connectionString: database ? withDatabase(inject('testAdminUrl'), database) : inject('testAdminUrl') });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  for (const name of names) await adminQuery(`create database ${name}`);
});
afterAll(async () => {
  for (const name of names) await adminQuery(`drop database if exists ${name} with (force)`);
});

/** Three servers start at once on the new database `name` through `url`; each migration must be applied once. */
async function startThreeAndCheck(url: string, name: string) {
  const orms = await Promise.all([
    connectAndMigrate(url, DATABASE_SCHEMA),
    connectAndMigrate(url, DATABASE_SCHEMA),
    connectAndMigrate(url, DATABASE_SCHEMA),
  ]);
  await Promise.all(orms.map((orm) => orm.close()));
  const applied = await adminQuery<{ name: string; times: string }>(
    'select name, count(*) as times from mikro_orm_migrations group by name',
    name,
  );
  expect(applied.map((row) => row.name).sort()).toEqual(migrationsList.map((migration) => migration.name).sort());
  expect(applied.filter((row) => row.times !== '1')).toEqual([]);
}

describe('several servers starting together on a new database', () => {
  it('apply each migration once (one migrates while the others wait for its lock) and all start', async () => {
    const [name = ''] = names;
    await startThreeAndCheck(withDatabase(inject('testAdminUrl'), name), name);
  }, 120_000);

  it('do the same through a transaction-mode pooler (PgBouncer), where a session lock would not hold', async () => {
    const [, name = ''] = names;
    const url = withDatabase(inject('testAdminUrl'), name);
    const bouncer = await startPgBouncer(url);
    try {
      await startThreeAndCheck(bouncer.via(url), name);
    } finally {
      await bouncer.stop();
    }
  }, 120_000);
});
