/**
 * `npm run backup`: backs the site up (database, uploads, generated secrets) into DATA_DIR/backups or the bucket of
 * BACKUP_S3_BUCKET, whether the server is running or not, and keeps the newest BACKUP_KEEP.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../base/config';
import { s3BucketStore } from '../base/uploads/bucket-store';
import { localFolderStore } from '../base/uploads/file-store';
import { createBackup } from '../backup/backup';
import { backupStoreOf } from '../backup/backup-store';
import { BackupError } from '../backup/manifest';
import { openSiteDatabase } from '../base/db/site-database';
import { fileSize } from '../../shared/format/fileSize';

const config = loadConfig();
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const database = await openSiteDatabase(config);
const files = config.uploadBucket ? s3BucketStore(config.uploadBucket) : localFolderStore(config.uploadsDir);
try {
  const backup = await createBackup(
    { databaseUrl: database.clientUrl, files, dataDir: config.dataDir, appVersion: version },
    backupStoreOf(config.backups),
    config.backups.keep,
  );
  const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up ${rows} rows of ${backup.manifest.tables.length} tables and ${backup.manifest.uploads} uploads to ${backup.where}/${backup.name} (${fileSize(backup.bytes)}).`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.stop();
}
