import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { UploadBucketConfig } from '../base/config';
import { s3Client } from '../base/uploads/bucket-store';
import { PRIVATE_FILE, privateFolder } from '../base/private-files';
import type { BackupInfo } from './manifest';

const BACKUP_NAME = /^pontiac-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.tar\.gz$/;

/** A backup's file name, from when it was made: names sort as their times do. */
export const backupName = (at: Date) => `pontiac-backup-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;

/** When a backup of that name was made, or null for any other file. */
function createdAtOf(name: string): string | null {
  const stamp = BACKUP_NAME.exec(name)?.[1];
  if (!stamp) return null;
  const [date, time] = stamp.split('T') as [string, string];
  const [hours, minutes, seconds, ms] = time.replace('Z', '').split('-');
  return `${date}T${hours}:${minutes}:${seconds}.${ms}Z`;
}

/** Where backups are kept: DATA_DIR/backups, or a bucket (BACKUP_S3_BUCKET). */
export interface BackupStore {
  /** Keeps the finished backup file at `file` under `name` (the file is moved or uploaded, then gone). */
  keep(file: string, name: string): Promise<BackupInfo>;
  /** Every backup kept, newest first. */
  list(): Promise<BackupInfo[]>;
  remove(name: string): Promise<void>;
  /** A backup's local file to restore from (downloaded first from a bucket). */
  fetch(name: string, into: string): Promise<string>;
}

export function folderBackupStore(folder: string): BackupStore {
  const infoOf = async (name: string): Promise<BackupInfo | null> => {
    const createdAt = createdAtOf(name);
    if (!createdAt) return null;
    return { name, createdAt, bytes: (await stat(path.join(folder, name))).size, where: folder };
  };
  return {
    async keep(file, name) {
      await privateFolder(folder);
      await rename(file, path.join(folder, name));
      await chmod(path.join(folder, name), PRIVATE_FILE);
      const info = await infoOf(name);
      if (!info) throw new Error(`not a backup name: ${name}`);
      return info;
    },
    async list() {
      await privateFolder(folder);
      const infos = await Promise.all((await readdir(folder)).map(infoOf));
      return infos.filter((info): info is BackupInfo => info !== null).sort((a, b) => b.name.localeCompare(a.name));
    },
    async remove(name) {
      await rm(path.join(folder, path.basename(name)), { force: true });
    },
    async fetch(name) {
      return path.join(folder, path.basename(name));
    },
  };
}

export function bucketBackupStore(config: UploadBucketConfig): BackupStore {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const where = `s3://${Bucket}`;
  return {
    async keep(file, name) {
      const { size } = await stat(file);
      // Private whatever the bucket's settings: a backup holds the session secret, the VAPID keys and password hashes.
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: createReadStream(file), ContentLength: size, ACL: 'private' }));
      await rm(file, { force: true });
      return { name, createdAt: createdAtOf(name) ?? new Date().toISOString(), bytes: size, where };
    },
    async list() {
      const infos: BackupInfo[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const createdAt = object.Key ? createdAtOf(object.Key) : null;
          if (object.Key && createdAt) infos.push({ name: object.Key, createdAt, bytes: object.Size ?? 0, where });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return infos.sort((a, b) => b.name.localeCompare(a.name));
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async fetch(name, into) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: path.basename(name) }));
      const file = path.join(into, path.basename(name));
      await pipeline(object.Body as Readable, createWriteStream(file, { mode: PRIVATE_FILE }));
      return file;
    },
  };
}

/** Removes all but the newest `keep` backups. */
export async function pruneBackups(store: BackupStore, keep: number): Promise<string[]> {
  const old = (await store.list()).slice(keep);
  for (const backup of old) await store.remove(backup.name);
  return old.map((backup) => backup.name);
}

/** The store the settings name: the bucket when BACKUP_S3_BUCKET is set, else DATA_DIR/backups. */
export const backupStoreOf = (config: { folder: string; bucket: UploadBucketConfig | undefined }) =>
  config.bucket ? bucketBackupStore(config.bucket) : folderBackupStore(config.folder);
