import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { DatabaseSchema } from '../base/db/orm-config';
import { createOrmConfig } from '../base/db/orm-config';
import { UPLOADS_URL_PREFIX, type FileStore } from '../base/uploads/file-store';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../base/private-files';
import { sha256Of, unpackInto } from './archive';
import { holdsASite, loadDatabase } from './database-copy';
import { BackupError, MANIFEST_FILE, manifestSchema, type BackupManifest } from './manifest';

/** What a restore writes into: an empty database (or one it may replace), the uploads store and the data folder. */
export interface RestoreTarget {
  databaseUrl: string;
  schema: DatabaseSchema;
  files: FileStore;
  dataDir: string;
  /** Replace a database or uploads store that already holds a site. */
  force: boolean;
}

export interface RestoreReport {
  createdAt: string;
  appVersion: string;
  tables: number;
  rows: number;
  uploads: number;
  secrets: string[];
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Unpacks a backup file into `work` and checks it whole before anything is changed: it unpacks (a truncated or
 * damaged file does not), its manifest reads, and every file it lists is there with its size and SHA-256.
 */
export async function checkBackup(file: string, work: string): Promise<BackupManifest> {
  const name = path.basename(file);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist; nothing was restored.`);
  try {
    await unpackInto(file, work);
  } catch (error) {
    throw new BackupError(`${name} is not a complete backup (${reason(error)}); nothing was restored.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(work, MANIFEST_FILE), 'utf8')));
  } catch {
    throw new BackupError(`${name} has no readable manifest: it is not a backup of this site's kind; nothing was restored.`);
  }
  for (const listed of manifest.files) {
    const found = path.join(work, listed.path);
    const intact = existsSync(found) && (await stat(found)).size === listed.bytes && (await sha256Of(found)) === listed.sha256;
    if (!intact) throw new BackupError(`${name} is damaged: ${listed.path} does not match its checksum; nothing was restored.`);
  }
  return manifest;
}

/**
 * Restores a backup: checks it whole, refuses a database or uploads store that already holds a site (unless `force`,
 * which empties them), runs the backup's migrations, loads every row in one transaction, then puts back every upload
 * and the generated secrets. The site then starts on it as it was (newer migrations run at its start).
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreReport> {
  await mkdir(target.dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const work = await mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    const manifest = await checkBackup(file, work);
    const known = new Set(target.schema.migrations.map((migration) => migration.name));
    const unknown = manifest.migrations.find((name) => !known.has(name));
    if (unknown)
      throw new BackupError(
        `This backup was made by a newer version of the site (migration ${unknown}); update first. Nothing was restored.`,
      );

    const client = new pg.Client({ connectionString: target.databaseUrl, application_name: 'pontiac-restore' });
    await client.connect();
    try {
      const storedUploads = await target.files.names();
      if (!target.force && (await holdsASite(client))) {
        throw new BackupError(
          'The database already holds a site: restore into an empty one, or add --force to replace it. Nothing was restored.',
        );
      }
      if (!target.force && storedUploads.length > 0) {
        throw new BackupError(
          'The uploads store already holds files: restore into an empty one, or add --force to replace them. Nothing was restored.',
        );
      }
      if (target.force) {
        await client.query('drop schema if exists pgboss cascade; drop schema public cascade; create schema public');
        for (const name of storedUploads) await target.files.remove(`${UPLOADS_URL_PREFIX}${name}`);
      }
      const orm = await MikroORM.init(createOrmConfig(target.databaseUrl, target.schema));
      try {
        await orm.getMigrator().up({ to: manifest.migrations.at(-1) });
      } finally {
        await orm.close();
      }
      await loadDatabase(client, work, manifest.tables);
    } finally {
      await client.end();
    }

    let uploads = 0;
    const secrets: string[] = [];
    for (const listed of manifest.files) {
      const [folder, name] = listed.path.split('/', 2) as [string, string | undefined];
      if (!name) continue;
      const bytes = await readFile(path.join(work, listed.path));
      if (folder === 'uploads') {
        await target.files.put(name, bytes);
        uploads += 1;
      } else if (folder === 'secrets') {
        // The restored site's own: its members' sessions and devices' subscriptions were made with them.
        const secret = path.join(target.dataDir, path.basename(name));
        await writeFile(secret, bytes, { mode: PRIVATE_FILE });
        // A file already there keeps its mode through writeFile.
        await chmod(secret, PRIVATE_FILE);
        secrets.push(name);
      }
    }
    return {
      createdAt: manifest.createdAt,
      appVersion: manifest.appVersion,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      uploads,
      secrets,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
