// tar-fs ships no types; these are the two calls api/backup/archive.ts makes (tar-fs 3 README).
declare module 'tar-fs' {
  import type { Readable, Writable } from 'node:stream';
  const tar: {
    pack(folder: string): Readable;
    extract(folder: string, options?: { dmode?: number; fmode?: number }): Writable;
  };
  export default tar;
}
