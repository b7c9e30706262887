import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The type a stored file is served as, from its generated name's extension (api/base/uploads/image-store.ts). */
export const contentTypeOf = (name: string) => CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/**
 * Where uploaded files live. Routes only ever put a file under a generated name and remove one by its public URL,
 * so another store (an S3-compatible bucket shared by several servers) is a new implementation of this, not a
 * change to any route.
 */
export interface FileStore {
  /** Stores `bytes` as `name`, all or nothing, and returns the file's public URL. */
  put(name: string, bytes: Buffer): Promise<string>;
  /** Removes the file behind one of this store's public URLs; any other URL (an https hero image) is left alone. */
  remove(url: string): Promise<void>;
  /** The bytes behind one of this store's public URLs; null when it is not the store's or the file is gone. */
  read(url: string): Promise<Buffer | null>;
  /** Where the uploads are kept, and how many and how large they are now (the admin's System tab). */
  usage(): Promise<UploadsUsage>;
  /** The names of every stored file (backups); `read(UPLOADS_URL_PREFIX + name)` reads one. */
  names(): Promise<string[]>;
}

export interface UploadsUsage {
  place: 'folder' | 'bucket';
  /** The folder's path, or the bucket's name. */
  where: string;
  files: number;
  bytes: number;
}

/** Files in a folder of this machine, served by the app under /uploads/ (api/base/uploads/multipart.ts). */
export function localFolderStore(folder: string): FileStore {
  const names = async () => {
    // No folder yet (a data folder being restored into): no files.
    if (!existsSync(folder)) return [];
    const entries = await readdir(folder, { withFileTypes: true });
    // A file being written is named .partial until it is complete: not an upload yet.
    return entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.partial')).map((entry) => entry.name);
  };
  return {
    async put(name, bytes) {
      const finalPath = path.join(folder, path.basename(name));
      const temporaryPath = `${finalPath}.partial`;
      await mkdir(folder, { recursive: true });
      // Written aside and renamed, so a crash never leaves a half-written file under a served name.
      await writeFile(temporaryPath, bytes);
      await rename(temporaryPath, finalPath);
      return `${UPLOADS_URL_PREFIX}${path.basename(name)}`;
    },
    async read(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      try {
        return await readFile(path.join(folder, path.basename(url)));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async usage() {
      let files = 0;
      let bytes = 0;
      for (const name of await names()) {
        files += 1;
        bytes += (await stat(path.join(folder, name))).size;
      }
      return { place: 'folder', where: folder, files, bytes };
    },
    names,
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      try {
        await unlink(path.join(folder, path.basename(url)));
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
      }
    },
  };
}
