import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { UploadBucketConfig } from '../base/config';
import { s3Client } from '../base/uploads/bucket-store';
import { freePort } from './free-port';
import { spawnWatched, untilAnswering } from './watched-process';

/**
 * A real S3-compatible server for the tests: Python's moto (`moto_server`), started on a free loopback port, never a
 * mock of the SDK. MOTO_SERVER names the program when it is not on the PATH (or in pyenv's shims).
 */
const INSTALL_HINT = 'The S3 upload tests need moto_server: install it with `pip install "moto[server]"` (or set MOTO_SERVER to its path).';
const READY_WITHIN_MS = 30_000;
const CHECK_WITHIN_MS = 2_000;

function motoServerProgram(): string {
  const candidates = [
    process.env.MOTO_SERVER,
    ...(process.env.PATH ?? '').split(path.delimiter).map((folder) => path.join(folder, 'moto_server')),
    path.join(process.env.PYENV_ROOT ?? path.join(process.env.HOME ?? '/root', '.pyenv'), 'shims', 'moto_server'),
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

export interface TestS3Server {
  /** A new empty bucket on this server, as the app's configuration names one. */
  newBucket(): Promise<UploadBucketConfig>;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const program = motoServerProgram();
  const port = await freePort();
  const moto = spawnWatched(program, ['-H', '127.0.0.1', '-p', String(port)], { keepChars: 2_000 });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await moto.stop('SIGTERM', 10_000);
  };
  try {
    await untilAnswering(moto, { name: 'moto_server', withinMs: READY_WITHIN_MS, hint: INSTALL_HINT }, async () => {
      const response = await fetch(endpoint, { signal: AbortSignal.timeout(CHECK_WITHIN_MS) });
      return response.ok;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    async newBucket() {
      const config: UploadBucketConfig = {
        bucket: `pontiac-test-${randomUUID()}`,
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      };
      const client = s3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      return config;
    },
    stop,
  };
}
