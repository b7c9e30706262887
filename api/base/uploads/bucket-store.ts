import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { uploadTexts } from '@shared/uploads/limits';
import type { UploadBucketConfig } from '../config';
import { HttpError } from '../plugins/errors';
import { UPLOADS_URL_PREFIX, contentTypeOf, type FileStore } from './file-store';

/** One stored object as the app serves it (api/base/uploads/multipart.ts). */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface BucketStore extends FileStore {
  /** The object behind `name`, `'not-modified'` when its ETag is `ifNoneMatch`, or null when there is none. */
  open(name: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null>;
  /** Whether an object of that name is stored. */
  has(name: string): Promise<boolean>;
  close(): void;
}

export function s3Client(config: UploadBucketConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    // Bucket in the path, not the host name: what MinIO, Ceph and most S3-compatible stores answer.
    forcePathStyle: true,
    // Newer SDKs add CRC checksums to every request and check them on answers, which many non-AWS stores refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => statusOf(error) === 404;
const STORE_RETRY_AFTER_SECONDS = 10;

/** A store that does not answer (or refuses us) is a 503 for the client, like a database outage, never a 500. */
function unavailable(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw new HttpError(503, uploadTexts.storeUnavailable, { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS });
}

/** The object name behind one of the store's URLs (`/uploads/<name>`), or null for any other URL. */
const nameOf = (url: string) => (url.startsWith(UPLOADS_URL_PREFIX) ? path.basename(url) : null);

/** Uploads as objects of an S3-compatible bucket, named as the local store names its files. */
export function s3BucketStore(config: UploadBucketConfig): BucketStore {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const get = async (name: string, ifNoneMatch?: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: path.basename(name), IfNoneMatch: ifNoneMatch }));
    } catch (error) {
      if (isMissing(error)) return null;
      if (statusOf(error) === 304) return 'not-modified' as const;
      return unavailable(error);
    }
  };
  const open: BucketStore['open'] = async (name, ifNoneMatch) => {
    const object = await get(name, ifNoneMatch);
    if (!object || object === 'not-modified' || !object.Body) return object === 'not-modified' ? object : null;
    return {
      // In Node.js the SDK's body is the HTTP answer's stream.
      body: object.Body as Readable,
      contentType: contentTypeOf(name),
      contentLength: object.ContentLength,
      etag: object.ETag,
      lastModified: object.LastModified,
    };
  };
  const listAll = async () => {
    const objects: Array<{ Key?: string; Size?: number }> = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken })).catch(unavailable);
      objects.push(...(page.Contents ?? []));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects;
  };
  return {
    open,
    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: path.basename(name) }));
        return true;
      } catch (error) {
        return isMissing(error) ? false : unavailable(error);
      }
    },
    async put(name, bytes) {
      const key = path.basename(name);
      // A PUT is all or nothing: a half-sent object is never stored under its name.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) })).catch(unavailable);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async read(url) {
      const name = nameOf(url);
      const object = name ? await get(name) : null;
      if (!object || object === 'not-modified' || !object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(url) {
      const name = nameOf(url);
      // Deleting a missing object is not an error in S3.
      if (name) await client.send(new DeleteObjectCommand({ Bucket, Key: name })).catch(unavailable);
    },
    async usage() {
      const objects = await listAll();
      return { place: 'bucket', where: Bucket, files: objects.length, bytes: objects.reduce((sum, object) => sum + (object.Size ?? 0), 0) };
    },
    async names() {
      return (await listAll()).flatMap((object) => (object.Key ? [object.Key] : []));
    },
    close: () => client.destroy(),
  };
}
