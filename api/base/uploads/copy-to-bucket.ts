import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BucketStore } from './bucket-store';

/** Files a crash left half-written (api/base/uploads/file-store.ts writes `<name>.partial`, then renames): never served. */
const isPartial = (name: string) => name.endsWith('.partial');

/**
 * Copies the uploads folder's files into the bucket under the same names, so every stored `/uploads/...` URL finds
 * its file there. Objects already in the bucket are left as they are (names are never reused), so it can run again
 * after a failure, or once more just before servers switch to the bucket.
 */
export async function copyUploadsToBucket(folder: string, bucket: BucketStore): Promise<{ copied: number; present: number }> {
  const entries = await readdir(folder, { withFileTypes: true });
  let copied = 0;
  let present = 0;
  for (const entry of entries) {
    if (!entry.isFile() || isPartial(entry.name)) continue;
    if (await bucket.has(entry.name)) {
      present += 1;
      continue;
    }
    await bucket.put(entry.name, await readFile(path.join(folder, entry.name)));
    copied += 1;
  }
  return { copied, present };
}
