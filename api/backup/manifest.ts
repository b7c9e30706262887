import { z } from 'zod';

/** The version of the backup file's layout; a restore refuses any other. */
export const BACKUP_FORMAT = 1;
/** The file inside every backup that lists the rest, written last. */
export const MANIFEST_FILE = 'manifest.json';

/**
 * What a backup holds (a gzipped tar of these files): the database's rows table by table (`db/<table>.ndjson`, a
 * JSON object per row), every upload (`uploads/<name>`), the secrets generated into the data folder
 * (`secrets/<file>`), and this manifest with each file's size and SHA-256, checked before a restore changes anything.
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The migrations the database had run: a restore runs exactly these before loading the rows. */
  migrations: z.array(z.string()).min(1),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  uploads: z.number().int().nonnegative(),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup as the System tab and the scripts show it. */
export interface BackupInfo {
  name: string;
  createdAt: string;
  bytes: number;
  /** The folder or bucket it is in. */
  where: string;
}

/** Why a backup cannot be made or restored, in words for the operator; nothing was changed. */
export class BackupError extends Error {}

export const tablePath = (table: string) => `db/${table}.ndjson`;
export const uploadPath = (name: string) => `uploads/${name}`;
export const secretPath = (name: string) => `secrets/${name}`;
