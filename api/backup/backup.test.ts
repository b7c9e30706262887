import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  chmodSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  copyFileSync,
  existsSync,
  readdirSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_SCHEMA } from '../app';
import { localFolderStore, type FileStore } from '../base/uploads/file-store';
import { s3BucketStore } from '../base/uploads/bucket-store';
import type { UploadBucketConfig } from '../base/config';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createComment, createPost, forgetRateLimits, newMember } from '../community/community-fixture';
import { smallPng } from '../test/multipart';
import { createEmptyDatabase, createTestApp, type TestContext } from '../test/test-app';
import { createShow, member } from '../shows/show-fixture';
import { createBackup } from './backup';
import { bucketBackupStore, folderBackupStore } from './backup-store';
import { restoreBackup } from './restore';
import { BackupError } from './manifest';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-backup-site-'));
  writeFileSync(path.join(dataDir, 'session-secret'), 'the site’s own session secret, kept across a restore');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const source = () => ({ databaseUrl: ctx.databaseUrl, files: localFolderStore(ctx.uploadsDir), dataDir, appVersion: '9.9.9' });
const store = () => folderBackupStore(path.join(dataDir, 'backups'));

/** Every application table's rows, as sorted JSON texts per table: what a restore must give back exactly. */
async function contentOf(databaseUrl: string, tables: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const content: Record<string, string[]> = {};
    for (const table of tables) {
      const { rows } = await client.query<{ line: string }>(`select row_to_json(t)::text as line from public."${table}" t`);
      content[table] = rows.map((row) => row.line).sort();
    }
    return content;
  } finally {
    await client.end();
  }
}

/** Every upload in a folder with its checksum. */
const uploadsIn = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .filter((name) => !name.endsWith('.partial'))
      .map((name) => [name, sha256(readFileSync(path.join(folder, name)))]),
  );

/** A site with members, posts and comments, a show with its classes and an entry, and photos. */
async function seedSite() {
  const author = await newMember(ctx, { name: 'Bella Backup' });
  const reader = await newMember(ctx, { name: 'Rory Restore' });
  for (let i = 0; i < 5; i++) {
    await forgetRateLimits(ctx);
    const post = await createPost(author, { title: `Restored post ${i}` });
    await createComment(reader, post.id, { body: `Comment on ${i}` });
    const image = await author.api.upload(`/api/posts/${post.id}/image`, { bytes: await smallPng() });
    expect(image.statusCode, image.body).toBe(200);
  }
  const avatar = await reader.api.upload('/api/users/me/avatar', { bytes: await smallPng() });
  expect(avatar.statusCode, avatar.body).toBe(200);
  const organiser = await member(ctx.app);
  await createShow(organiser.api);
  await forgetRateLimits(ctx);
  return { author, post: await createPost(author, { title: 'The one we look for after the restore' }) };
}

describe('backups and their restore', () => {
  it('restores every row and every upload of a backup made while the site serves writes, and the site starts on it', async () => {
    const { author, post } = await seedSite();
    // Writes going on during the backup: it holds what was committed when it began, whole.
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        await forgetRateLimits(ctx);
        await createPost(author, { title: `Written during the backup ${i}` });
      }
    })();
    const during = await createBackup(source(), store(), 7);
    writing = false;
    await writes;
    expect(during.manifest.tables.find((table) => table.name === 'posts')?.rows).toBeGreaterThanOrEqual(5);

    // And one once the writes are over, compared with the site row for row.
    const backup = await createBackup(source(), store(), 7);
    const tables = backup.manifest.tables.map((table) => table.name);
    const before = await contentOf(ctx.databaseUrl, tables);
    const uploadsBefore = uploadsIn(ctx.uploadsDir);
    expect(Object.keys(uploadsBefore).length).toBe(6);
    expect(backup.manifest.uploads).toBe(6);

    for (const made of [during, backup]) {
      // The data folder is wiped: a fresh one, an empty database.
      const freshDir = mkdtempSync(path.join(tmpdir(), 'pontiac-restored-'));
      const freshUploads = path.join(freshDir, 'uploads');
      const database = await createEmptyDatabase();
      try {
        copyFileSync(path.join(made.where, made.name), path.join(freshDir, made.name));
        const report = await restoreBackup(path.join(freshDir, made.name), {
          databaseUrl: database.url,
          schema: DATABASE_SCHEMA,
          files: localFolderStore(freshUploads),
          dataDir: freshDir,
          force: false,
        });
        expect(report).toMatchObject({ tables: tables.length, uploads: 6, secrets: ['session-secret'], appVersion: '9.9.9' });
        expect(readFileSync(path.join(freshDir, 'session-secret'), 'utf8')).toBe('the site’s own session secret, kept across a restore');
        expect(uploadsIn(freshUploads)).toEqual(uploadsBefore);
        const restored = await contentOf(database.url, tables);
        if (made === backup) expect(restored).toEqual(before);
        for (const table of made.manifest.tables) expect([table.name, restored[table.name]?.length]).toEqual([table.name, table.rows]);
        if (made !== backup) continue;
        // A server started on the restored database: the author is still signed in, their post is there.
        const restoredSite = await ctx.anotherServer({ databaseUrl: database.url });
        try {
          const me = await restoredSite.api.get('/api/auth/me', { cookie: author.cookie });
          expect([me.statusCode, me.json<{ id: string }>().id]).toEqual([200, author.id]);
          const read = await restoredSite.api.get(`/api/posts/${post.id}`);
          expect([read.statusCode, read.json<{ title: string }>().title]).toEqual([200, 'The one we look for after the restore']);
        } finally {
          await restoredSite.close();
        }
      } finally {
        await database.drop();
        rmSync(freshDir, { recursive: true, force: true });
      }
    }
  });

  it('keeps backups and the secrets they restore readable by their owner alone', async () => {
    // A backups folder an older version left open to everyone, with a backup in it.
    const folder = path.join(dataDir, 'open-backups');
    mkdirSync(folder);
    chmodSync(folder, 0o755);
    const made = await createBackup(source(), folderBackupStore(folder), 7);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(path.join(folder, made.name))).toBe(0o600);
    // Where a backup is assembled, beside the data folder's own backups.
    expect(modeOf(path.join(dataDir, 'backups'))).toBe(0o700);

    // Restored over a secret file left readable by all: the restored secret is the owner's alone.
    const freshDir = mkdtempSync(path.join(tmpdir(), 'pontiac-restored-'));
    const database = await createEmptyDatabase();
    try {
      writeFileSync(path.join(freshDir, 'session-secret'), 'an older secret', { mode: 0o644 });
      const report = await restoreBackup(path.join(folder, made.name), {
        databaseUrl: database.url,
        schema: DATABASE_SCHEMA,
        files: localFolderStore(path.join(freshDir, 'uploads')),
        dataDir: freshDir,
        force: false,
      });
      expect(report.secrets).toEqual(['session-secret']);
      expect(modeOf(path.join(freshDir, 'session-secret'))).toBe(0o600);
    } finally {
      await database.drop();
      rmSync(freshDir, { recursive: true, force: true });
    }
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const keepTwo = folderBackupStore(path.join(dataDir, 'kept'));
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await createBackup(source(), keepTwo, 2)).name);
    expect((await keepTwo.list()).map((backup) => backup.name)).toEqual([made[2], made[1]]);
  });

  it('refuses a truncated file, a wrong checksum and a database that holds a site, with a clear message, changing nothing', async () => {
    const backup = await createBackup(source(), store(), 7);
    const work = mkdtempSync(path.join(tmpdir(), 'pontiac-bad-backups-'));
    const database = await createEmptyDatabase();
    const target = (folder: string, force = false) => ({
      databaseUrl: database.url,
      schema: DATABASE_SCHEMA,
      files: localFolderStore(path.join(folder, 'uploads')),
      dataDir: folder,
      force,
    });
    try {
      const truncated = path.join(work, 'truncated.tar.gz');
      copyFileSync(path.join(backup.where, backup.name), truncated);
      truncateSync(truncated, Math.floor(backup.bytes / 2));
      await expect(restoreBackup(truncated, target(work))).rejects.toThrow(
        new BackupError(`truncated.tar.gz is not a complete backup (unexpected end of file); nothing was restored.`),
      );

      // A byte changed inside one table's rows: the archive is whole, the checksum is not.
      const tampered = path.join(work, 'tampered.tar.gz');
      const { packFolder, unpackInto } = await import('./archive');
      const unpacked = path.join(work, 'unpacked');
      await unpackInto(path.join(backup.where, backup.name), unpacked);
      const users = path.join(unpacked, 'db', 'users.ndjson');
      writeFileSync(users, readFileSync(users, 'utf8').replace('Bella Backup', 'Bella Hacked'));
      await packFolder(unpacked, tampered);
      await expect(restoreBackup(tampered, target(work))).rejects.toThrow(
        'tampered.tar.gz is damaged: db/users.ndjson does not match its checksum; nothing was restored.',
      );

      // Nothing was written by either: the database is still empty, no upload was put back.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query(`select table_name from information_schema.tables where table_schema = 'public'`);
      await client.end();
      expect(rows).toEqual([]);
      expect(existsSync(path.join(work, 'uploads')) ? readdirSync(path.join(work, 'uploads')) : []).toEqual([]);

      // A database that holds a site is refused unless told (the test app's own).
      await expect(restoreBackup(path.join(backup.where, backup.name), { ...target(work), databaseUrl: ctx.databaseUrl })).rejects.toThrow(
        'The database already holds a site: restore into an empty one, or add --force to replace it. Nothing was restored.',
      );
    } finally {
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('backups with the uploads and the backups in buckets', () => {
  let s3: TestS3Server;
  let site: TestContext;
  let siteBucket: UploadBucketConfig;
  beforeAll(async () => {
    s3 = await startS3Server();
    siteBucket = await s3.newBucket();
    site = await createTestApp({ uploadBucket: siteBucket });
  });
  afterAll(async () => {
    await site?.close();
    await s3?.stop();
  });

  /** An HTTP proxy in front of the S3 server that notes each request's method, path and canned ACL. */
  async function recordingProxy(target: string) {
    const seen: Array<{ method: string; path: string; acl: string | string[] | undefined }> = [];
    const server = createServer((request, response) => {
      seen.push({ method: request.method ?? '', path: request.url ?? '', acl: request.headers['x-amz-acl'] });
      const upstream = httpRequest(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      seen,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('writes each backup into its bucket as a private object, whatever the bucket’s settings', async () => {
    const bucket = await s3.newBucket();
    const proxy = await recordingProxy(bucket.endpoint ?? '');
    const uploads = s3BucketStore(siteBucket);
    const siteDir = mkdtempSync(path.join(tmpdir(), 'pontiac-bucket-site-'));
    try {
      const made = await createBackup(
        { databaseUrl: site.databaseUrl, files: uploads, dataDir: siteDir, appVersion: '9.9.9' },
        bucketBackupStore({ ...bucket, endpoint: proxy.endpoint }),
        7,
      );
      const written = proxy.seen.filter((request) => request.method === 'PUT' && request.path.split('?')[0]?.endsWith(`/${made.name}`));
      expect(written.map((request) => request.acl)).toEqual(['private']);
    } finally {
      uploads.close();
      await proxy.close();
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  /** Every object of a bucket store with its checksum. */
  async function objectsIn(files: FileStore) {
    const found: Record<string, string> = {};
    for (const name of await files.names()) found[name] = sha256((await files.read(`/uploads/${name}`)) ?? Buffer.alloc(0));
    return found;
  }

  it('backs up the bucket’s uploads into the backup bucket and restores them into an empty bucket, checksums equal', async () => {
    const author = await newMember(site, { name: 'Sally Bucket' });
    const post = await createPost(author, { title: 'Photos in a bucket' });
    for (let i = 0; i < 2; i++) {
      const image = await author.api.upload(`/api/posts/${post.id}/image`, { bytes: await smallPng() });
      expect(image.statusCode, image.body).toBe(200);
    }
    const avatar = await author.api.upload('/api/users/me/avatar', { bytes: await smallPng() });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const uploads = s3BucketStore(siteBucket);
    const backups = bucketBackupStore(await s3.newBucket());
    const siteDir = mkdtempSync(path.join(tmpdir(), 'pontiac-bucket-site-'));
    const freshDir = mkdtempSync(path.join(tmpdir(), 'pontiac-bucket-restored-'));
    const database = await createEmptyDatabase();
    const restoredUploads = s3BucketStore(await s3.newBucket());
    try {
      const before = await objectsIn(uploads);
      expect(Object.keys(before)).toHaveLength(2);
      const backup = await createBackup(
        { databaseUrl: site.databaseUrl, files: uploads, dataDir: siteDir, appVersion: '9.9.9' },
        backups,
        7,
      );
      expect(backup.where).toMatch(/^s3:\/\//);
      expect((await backups.list()).map((kept) => kept.name)).toEqual([backup.name]);

      const file = await backups.fetch(backup.name, freshDir);
      const report = await restoreBackup(file, {
        databaseUrl: database.url,
        schema: DATABASE_SCHEMA,
        files: restoredUploads,
        dataDir: freshDir,
        force: false,
      });
      expect(report.uploads).toBe(2);
      expect(await objectsIn(restoredUploads)).toEqual(before);
    } finally {
      uploads.close();
      restoredUploads.close();
      await database.drop();
      rmSync(siteDir, { recursive: true, force: true });
      rmSync(freshDir, { recursive: true, force: true });
    }
  });
});

describe('npm run backup and npm run restore, as an operator runs them', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  /** A script of the project's, with the site's settings in its environment; its exit code and output. */
  const run = (script: string, args: string[], env: Record<string, string>) =>
    promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], { cwd: root, env: { ...process.env, ...env } }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}` }),
    );

  // Three processes of tsx, each starting cold: slow on a busy machine (90 s).
  it('backs up the site named by DATABASE_URL and DATA_DIR, refuses a damaged file with its reason, and restores a good one', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'pontiac-cli-site-'));
    const freshDir = mkdtempSync(path.join(tmpdir(), 'pontiac-cli-fresh-'));
    const database = await createEmptyDatabase();
    try {
      const backedUp = await run('api/scripts/backup.ts', [], { DATABASE_URL: ctx.databaseUrl, DATA_DIR: siteDir });
      expect(backedUp.code, backedUp.out).toBe(0);
      const [name] = readdirSync(path.join(siteDir, 'backups'));
      expect(backedUp.out).toMatch(new RegExp(`^Backed up \\d+ rows of \\d+ tables and \\d+ uploads to .*${name}`, 'm'));

      const damaged = path.join(freshDir, 'damaged.tar.gz');
      writeFileSync(damaged, readFileSync(path.join(siteDir, 'backups', name ?? '')).subarray(0, 2000));
      const refused = await run('api/scripts/restore.ts', [damaged], { DATABASE_URL: database.url, DATA_DIR: freshDir });
      expect([refused.code, refused.out.trim()]).toEqual([
        1,
        'damaged.tar.gz is not a complete backup (unexpected end of file); nothing was restored.',
      ]);

      const restored = await run('api/scripts/restore.ts', [path.join(siteDir, 'backups', name ?? '')], {
        DATABASE_URL: database.url,
        DATA_DIR: freshDir,
      });
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toMatch(
        /^Restored the backup of .* \d+ rows of \d+ tables, \d+ uploads, secrets: session-secret(, vapid-keys\.json)?\. Start the site with npm start\.$/m,
      );
    } finally {
      await database.drop();
      rmSync(siteDir, { recursive: true, force: true });
      rmSync(freshDir, { recursive: true, force: true });
    }
  }, 90_000);
});
