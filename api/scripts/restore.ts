/**
 * `npm run restore -- FILE [--force]`: restores a backup (a file, or the name of one in DATA_DIR/backups or the
 * backup bucket) into an empty data folder or the empty database of DATABASE_URL, uploads and generated secrets
 * included; --force replaces a site already there. Run it with the server stopped.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_SCHEMA } from '../app';
import { loadConfig } from '../base/config';
import { startDatabase } from '../base/db/embedded-postgres';
import { s3BucketStore } from '../base/uploads/bucket-store';
import { localFolderStore } from '../base/uploads/file-store';
import { backupStoreOf } from '../backup/backup-store';
import { BackupError } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';

const args = process.argv.slice(2);
const force = args.includes('--force');
const wanted = args.find((arg) => !arg.startsWith('--'));
if (!wanted) {
  console.error('Usage: npm run restore -- FILE [--force]   (FILE: a backup file, or the name of one in the backups)');
  process.exit(2);
}
const config = loadConfig();
const download = await mkdtemp(path.join(tmpdir(), 'pontiac-restore-'));
let database: Awaited<ReturnType<typeof startDatabase>> | undefined;
try {
  const file = existsSync(wanted) ? path.resolve(wanted) : await backupStoreOf(config.backups).fetch(path.basename(wanted), download);
  database = await startDatabase(config);
  const files = config.uploadBucket ? s3BucketStore(config.uploadBucket) : localFolderStore(config.uploadsDir);
  const report = await restoreBackup(file, {
    databaseUrl: database.clientUrl,
    schema: DATABASE_SCHEMA,
    files,
    dataDir: config.dataDir,
    force,
  });
  console.log(
    `Restored the backup of ${report.createdAt} (version ${report.appVersion}): ${report.rows} rows of ${report.tables} tables, ${report.uploads} uploads, secrets: ${report.secrets.join(', ') || 'none'}. Start the site with npm start.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.stop();
  await rm(download, { recursive: true, force: true });
}
