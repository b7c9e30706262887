import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrationsList } from '../migrations';
import { withDatabase } from '../test/database-url';
import { connectAndMigrate } from './orm';

const name = `pontiac_test_${randomUUID().replaceAll('-', '')}`;
const adminQuery = async <T extends pg.QueryResultRow>(sql: string, database?: string) => {
  const client = new pg.Client({ connectionString: database ? withDatabase(inject('testAdminUrl'), database) : inject('testAdminUrl') });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
};

beforeAll(() => adminQuery(`create database ${name}`));
afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

describe('several servers starting together on a new database', () => {
  it('apply each migration once (one migrates while the others wait for its lock) and all start', async () => {
    const url = withDatabase(inject('testAdminUrl'), name);
    const orms = await Promise.all([connectAndMigrate(url), connectAndMigrate(url), connectAndMigrate(url)]);
    await Promise.all(orms.map((orm) => orm.close()));
    const applied = await adminQuery<{ name: string; times: string }>(
      'select name, count(*) as times from mikro_orm_migrations group by name',
      name,
    );
    expect(applied.map((row) => row.name).sort()).toEqual(migrationsList.map((migration) => migration.name).sort());
    expect(applied.filter((row) => row.times !== '1')).toEqual([]);
  }, 120_000);
});
