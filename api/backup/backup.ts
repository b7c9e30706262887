import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { privateFolder } from '../base/private-files';
import path from 'node:path';
import pg from 'pg';
import { UPLOADS_URL_PREFIX, type FileStore } from '../base/uploads/file-store';
import { describeFiles, packFolder } from './archive';
import { backupName, pruneBackups, type BackupStore } from './backup-store';
import { dumpDatabase } from './database-copy';
import { systemTexts } from '../../shared/admin/system-texts';
import { BACKUP_FORMAT, BackupError, MANIFEST_FILE, secretPath, uploadPath, type BackupInfo, type BackupManifest } from './manifest';

/** The advisory lock a backup holds while it reads the database (any number, the same on every server). */
const BACKUP_LOCK = 4_604_600;

/** Secrets generated into the data folder on first start (api/base/config.ts, vapid.ts): a restored site keeps its members signed in and its devices subscribed. */
export const KEPT_SECRETS = ['session-secret', 'vapid-keys.json'];

/** What a backup reads: the database, the uploads and the data folder's generated secrets. */
export interface BackupSource {
  databaseUrl: string;
  files: FileStore;
  dataDir: string;
  appVersion: string;
}

/** Where a backup is assembled before it is packed: inside the data folder (the same disk as DATA_DIR/backups). */
const workFolderIn = async (dataDir: string) => mkdtemp(path.join(await privateFolder(path.join(dataDir, 'backups')), '.work-'));

/**
 * Backs the running site up into `store`: the database from one snapshot, every upload (files are never changed once
 * stored, so one deleted meanwhile is simply left out), the generated secrets, and a manifest of checksums; then keeps
 * the newest `keep` backups. Returns the new backup.
 */
export async function createBackup(
  source: BackupSource,
  store: BackupStore,
  keep: number,
): Promise<BackupInfo & { manifest: BackupManifest }> {
  const createdAt = new Date();
  const work = await workFolderIn(source.dataDir);
  try {
    const content = path.join(work, 'content');
    for (const folder of ['db', 'uploads', 'secrets']) await mkdir(path.join(content, folder), { recursive: true });
    const client = new pg.Client({ connectionString: source.databaseUrl, application_name: 'pontiac-backup' });
    await client.connect();
    let dumped: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      // One backup at a time on the whole site (the schedule, "Back up now", npm run backup, several servers); the
      // lock goes with this connection.
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [BACKUP_LOCK]);
      if (!rows[0]?.locked) throw new BackupError(systemTexts.backupRunning);
      dumped = await dumpDatabase(client, content);
    } finally {
      await client.end();
    }
    let uploads = 0;
    for (const name of await source.files.names()) {
      const bytes = await source.files.read(`${UPLOADS_URL_PREFIX}${name}`);
      if (!bytes) continue;
      await writeFile(path.join(content, uploadPath(name)), bytes);
      uploads += 1;
    }
    for (const secret of KEPT_SECRETS) {
      const file = path.join(source.dataDir, secret);
      if (existsSync(file)) await copyFile(file, path.join(content, secretPath(secret)));
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      appVersion: source.appVersion,
      migrations: dumped.migrations,
      tables: dumped.tables,
      uploads,
      files: await describeFiles(content),
    };
    await writeFile(path.join(content, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    const name = backupName(createdAt);
    const packed = path.join(work, name);
    await packFolder(content, packed);
    const info = await store.keep(packed, name);
    await pruneBackups(store, keep);
    return { ...info, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
