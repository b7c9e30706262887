import path from 'node:path';
import type { UploadBucketConfig } from './bucket-config';

/** Backups: how often the server makes one, how many it keeps, and where. */
export interface BackupConfig {
  /** BACKUP_EVERY_HOURS (default 24); 0 turns the schedule off (`npm run backup` and "Back up now" still work). */
  everyHours: number;
  /** BACKUP_KEEP (default 7): the newest kept, older ones removed after each backup. */
  keep: number;
  /** DATA_DIR/backups, used when no bucket is set. */
  folder: string;
  /** BACKUP_S3_BUCKET, with BACKUP_S3_ENDPOINT, _REGION, _ACCESS_KEY_ID and _SECRET_ACCESS_KEY (each else the S3_ one). */
  bucket: UploadBucketConfig | undefined;
}

function count(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return parsed;
}

export function parseBackupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const setting = (name: string) => env[`BACKUP_S3_${name}`]?.trim() || env[`S3_${name}`]?.trim() || undefined;
  const bucket = env.BACKUP_S3_BUCKET?.trim() || undefined;
  const endpoint = setting('ENDPOINT');
  const accessKeyId = setting('ACCESS_KEY_ID');
  const secretAccessKey = setting('SECRET_ACCESS_KEY');
  if (bucket && !accessKeyId !== !secretAccessKey)
    throw new Error('BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together');
  if (bucket && endpoint && !/^https?:\/\//.test(endpoint))
    throw new Error(`BACKUP_S3_ENDPOINT must be an http(s) address, got "${endpoint}"`);
  return {
    everyHours: count('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, 24, 0),
    keep: count('BACKUP_KEEP', env.BACKUP_KEEP, 7, 1),
    folder: path.join(dataDir, 'backups'),
    bucket: bucket
      ? {
          bucket,
          endpoint,
          region: setting('REGION') ?? 'us-east-1',
          credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        }
      : undefined,
  };
}
