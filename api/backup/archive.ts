import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-fs';
import { PRIVATE_FILE } from '../base/private-files';

/** The SHA-256 of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `folder`, as paths relative to it (with /), with its size and SHA-256. */
export async function describeFiles(folder: string, under = ''): Promise<Array<{ path: string; bytes: number; sha256: string }>> {
  const found: Array<{ path: string; bytes: number; sha256: string }> = [];
  for (const entry of await readdir(path.join(folder, under), { withFileTypes: true })) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await describeFiles(folder, relative)));
    else if (entry.isFile()) {
      const file = path.join(folder, relative);
      found.push({ path: relative, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** Packs `folder` into a gzipped tar at `file`, readable by its owner only (a backup holds the site's secrets). */
export async function packFolder(folder: string, file: string): Promise<void> {
  await pipeline(tar.pack(folder), createGzip({ level: 6 }), createWriteStream(file, { mode: PRIVATE_FILE }));
}

/** Unpacks a gzipped tar into `folder`; a truncated or damaged file rejects (gzip's and tar's own checks). */
export async function unpackInto(file: string, folder: string): Promise<void> {
  await pipeline(createReadStream(file), createGunzip(), tar.extract(folder, { dmode: 0o755, fmode: 0o644 }));
}
