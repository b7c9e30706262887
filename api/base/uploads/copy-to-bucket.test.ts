import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadBucketConfig } from '../config';
import { smallPng } from '../../test/multipart';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { s3BucketStore } from './bucket-store';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let s3: TestS3Server;
let bucket: UploadBucketConfig;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.newBucket();
  dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-copy-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run uploads:copy-to-s3` as an operator runs it, with the bucket in the environment. */
const copyToS3 = () =>
  promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['api/scripts/copy-uploads-to-s3.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.credentials?.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.credentials?.secretAccessKey,
    },
  });

describe('npm run uploads:copy-to-s3', () => {
  it('copies the uploads folder into the bucket under the same names, skips half-written files, and can run again', async () => {
    const uploads = path.join(dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const photo = await smallPng();
    writeFileSync(path.join(uploads, 'a1b2c3d4-0000-4000-8000-000000000001.png'), photo);
    writeFileSync(path.join(uploads, 'a1b2c3d4-0000-4000-8000-000000000001-card.webp'), Buffer.from('card'));
    writeFileSync(path.join(uploads, 'a1b2c3d4-0000-4000-8000-000000000002.jpg.partial'), Buffer.from('half'));

    const first = await copyToS3();
    expect(first.stdout).toMatch(/Copied 2 file\(s\).*0 were already there/);
    const store = s3BucketStore(bucket);
    try {
      expect(await store.read('/uploads/a1b2c3d4-0000-4000-8000-000000000001.png')).toEqual(photo);
      expect(await store.read('/uploads/a1b2c3d4-0000-4000-8000-000000000001-card.webp')).toEqual(Buffer.from('card'));
      expect(await store.has('a1b2c3d4-0000-4000-8000-000000000002.jpg.partial')).toBe(false);
    } finally {
      store.close();
    }
    expect((await copyToS3()).stdout).toMatch(/Copied 0 file\(s\).*2 were already there/);
  }, 60_000);
});
