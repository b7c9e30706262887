import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { connectAndMigrate, type Orm } from '../db/orm';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';
import { requester, type Requester } from './http';

export interface TestContext {
  app: App;
  /** Requests into `app`, signed out unless a call passes a cookie. */
  api: Requester;
  orm: Orm;
  uploadsDir: string;
  close(): Promise<void>;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('testAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A real app on its own copy of the migrated, seeded template database. */
export async function createTestApp(overrides: { cookieSecure?: boolean; trustProxy?: boolean } = {}): Promise<TestContext> {
  const name = `pontiac_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const orm = await connectAndMigrate(withDatabase(inject('testAdminUrl'), name));
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'pontiac-uploads-'));
  const app = await buildApp({
    orm,
    config: {
      sessionSecret: randomBytes(32).toString('hex'),
      cookieSecure: overrides.cookieSecure ?? false,
      trustProxy: overrides.trustProxy ?? false,
      webRoot: undefined,
      uploadsDir,
    },
  });
  await app.ready();
  return {
    app,
    api: requester(app),
    orm,
    uploadsDir,
    async close() {
      await app.close();
      await orm.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
