import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startDatabase } from '../base/db/embedded-postgres';
import { DATABASE_SCHEMA } from '../app';
import { connectAndMigrate } from '../base/db/orm';
import { seedReferenceData } from '../seeders/run';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run, never the developer's: an embedded server in a temporary
 * folder (or TEST_DATABASE_URL's server). A migrated, seeded template database is built once;
 * each test file then clones it, so files run in parallel on their own data.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-test-'));
  const database = await startDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
  const client = new pg.Client({ connectionString: database.adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await client.query(`create database ${TEMPLATE_DATABASE}`);
  await client.end();

  const orm = await connectAndMigrate(withDatabase(database.adminUrl, TEMPLATE_DATABASE), DATABASE_SCHEMA, seedReferenceData);
  await orm.close();

  project.provide('testAdminUrl', database.adminUrl);
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
