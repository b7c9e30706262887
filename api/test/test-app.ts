import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, DATABASE_SCHEMA, type App, type BuildAppOptions } from '../app';
import type { AppConfig, UploadBucketConfig } from '../base/config';
import { parseMailConfig, type MailConfig } from '../base/mail-config';
import type { Resolver } from '../base/public-address';
import { connectAndMigrate, type Orm } from '../base/db/orm';
import { s3BucketStore } from '../base/uploads/bucket-store';
import { localFolderStore } from '../base/uploads/file-store';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';
import { requester, type Requester } from './http';

/** The app a test builds, for fixtures that take one. */
export type { App };

export interface TestContext {
  app: App;
  /** Requests into `app`, signed out unless a call passes a cookie. */
  api: Requester;
  orm: Orm;
  uploadsDir: string;
  /** Where this app writes emails without SMTP_URL (DATA_DIR/mail). */
  mailDir: string;
  /** The bytes the app's upload store (its folder, or `uploadBucket`) holds behind an `/uploads/...` URL, or null. */
  storedFile(url: string): Promise<Buffer | null>;
  /** The test database's own address. */
  databaseUrl: string;
  /**
   * A second server on the same database, as a second process would be (own connections, same secret);
   * `databaseUrl` reaches the same database another way (e.g. through a proxy a test controls).
   */
  anotherServer(options?: {
    databaseUrl?: string;
    /** Where its LISTEN connection goes (DATABASE_LISTEN_URL); default: its database URL. */
    databaseListenUrl?: string;
    logger?: BuildAppOptions['logger'];
    /** Adds to the app before it is ready (e.g. a route only a test has). */
    extend?: (app: App) => void;
  }): Promise<{ app: App; api: Requester; close(): Promise<void> }>;
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

/** The site's address in the links of the tests' emails. */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** A new database with nothing in it (not from the template): what a restore goes into. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pontiac_empty_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${name}`);
  return {
    url: withDatabase(inject('testAdminUrl'), name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The push services tests push to, on this machine (PUSH_SERVICE_HOSTS names them, as an operator would name a
 * service of their own): the refusing 127.0.0.1:9 and push.example.com; a test with the mock service adds its
 * `localhost:<port>` (push-service.ts).
 */
export const TEST_PUSH_SERVICE_HOSTS = ['127.0.0.1:9', 'push.example.com'];

/** A real app on its own copy of the migrated, seeded template database. */
export async function createTestApp(
  overrides: {
    cookieSecure?: boolean;
    trustProxy?: AppConfig['trustProxy'];
    uploadBucket?: UploadBucketConfig;
    /** Default: the tests' own push services (TEST_PUSH_SERVICE_HOSTS); `[]` for the known push services only. */
    pushServiceHosts?: string[];
    resolveHost?: Resolver;
    /** Mail settings beside the tests' own (a folder of this app's, PUBLIC_URL http://localhost:3000, retries after 1 s). */
    mail?: Partial<MailConfig>;
  } = {},
): Promise<TestContext> {
  const name = `pontiac_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const databaseUrl = withDatabase(inject('testAdminUrl'), name);
  const orm = await connectAndMigrate(databaseUrl, DATABASE_SCHEMA);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'pontiac-uploads-'));
  // The rest of what a data folder holds (emails written without SMTP).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-data-'));
  const config = {
    sessionSecret: randomBytes(32).toString('hex'),
    cookieSecure: overrides.cookieSecure ?? false,
    trustProxy: overrides.trustProxy ?? false,
    webRoot: undefined,
    uploadsDir,
    dataDir,
    uploadBucket: overrides.uploadBucket,
    pushServiceHosts: overrides.pushServiceHosts ?? TEST_PUSH_SERVICE_HOSTS,
    mail: { ...parseMailConfig({ PUBLIC_URL: TEST_PUBLIC_URL }, dataDir, 3000), retryDelaySeconds: 1, ...overrides.mail },
  };
  const bucket = overrides.uploadBucket ? s3BucketStore(overrides.uploadBucket) : undefined;
  const store = bucket ?? localFolderStore(uploadsDir);
  const app = await buildApp({ orm, config, resolveHost: overrides.resolveHost });
  await app.ready();
  return {
    app,
    api: requester(app),
    orm,
    uploadsDir,
    mailDir: config.mail.dir,
    storedFile: (url) => store.read(url),
    databaseUrl,
    async anotherServer(options = {}) {
      const otherOrm = await connectAndMigrate(options.databaseUrl ?? databaseUrl, DATABASE_SCHEMA);
      const other = await buildApp({
        orm: otherOrm,
        config: { ...config, databaseListenUrl: options.databaseListenUrl },
        logger: options.logger,
      });
      options.extend?.(other);
      await other.ready();
      return {
        app: other,
        api: requester(other),
        async close() {
          await other.close();
          await otherOrm.close();
        },
      };
    },
    async close() {
      bucket?.close();
      await app.close();
      await orm.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Waits until every app's read cache hears PostgreSQL's change notifications, so a test may rely on its caching. */
export async function untilCachesListen(...apps: App[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!apps.every((app) => app.readCache.serving)) {
    if (Date.now() > deadline) throw new Error('the read caches never started listening for changes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
