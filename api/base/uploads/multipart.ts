import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, uploadTexts } from '@shared/uploads/limits';
import { HttpError } from '../plugins/errors';
import type { BucketStore } from './bucket-store';
import { UPLOADS_URL_PREFIX } from './file-store';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Every uploaded file's headers, whichever store holds it. Names are generated and never reused: cached for good. */
const UPLOADED_FILE_HEADERS = {
  'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Multipart parsing with the upload limits, for the scope whose routes take uploads: the plugin adds two hooks to
 * every request of its scope (for files saved to disk, which this app never does), and reads need neither.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
}

/** The uploads folder served under /uploads/. */
export async function registerUploadedFiles(app: FastifyInstance, uploadsDir: string) {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(response) {
      for (const [name, value] of Object.entries(UPLOADED_FILE_HEADERS)) response.setHeader(name, value);
    },
  });
}

/**
 * The bucket's objects served under /uploads/ by the app itself, as the folder's files are: the same addresses and
 * headers, so browsers, the service worker's image cache and the stored URLs never know which store is behind them.
 */
export function registerBucketFiles(app: FastifyInstance, bucket: BucketStore) {
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const ifNoneMatch = request.headers['if-none-match'];
    const object = await bucket.open(request.params.name, ifNoneMatch);
    if (object === null) return reply.callNotFound();
    reply.headers(UPLOADED_FILE_HEADERS);
    if (object === 'not-modified') return reply.status(304).send();
    reply.type(object.contentType);
    if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
    if (object.etag) reply.header('ETag', object.etag);
    if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
    return reply.send(object.body);
  });
}

export interface ImageUpload {
  bytes: Buffer;
  fields: Record<string, string>;
}

/** The plugin's refusals with a status of their own (too many parts, fields or files: 413). */
const hasClientStatus = (error: unknown) =>
  error instanceof Error &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

const isTooLarge = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the single file in multipart field `image` , plus the plain fields sent before it. */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpError(400, uploadTexts.notMultipart);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || bytes) {
          await part.toBuffer();
          throw new HttpError(400, uploadTexts.notOneImage);
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, uploadTexts.tooLargeDescription);
    if (error instanceof HttpError || hasClientStatus(error)) throw error;
    // The parser's own complaints (a body that ends inside a part, a boundary that is missing or never met) are the
    // sender's: nothing has been stored yet, and the client can send it again whole.
    throw new HttpError(400, uploadTexts.malformedMultipart);
  }
  if (!bytes || bytes.length === 0) throw new HttpError(400, uploadTexts.noImage);
  return { bytes, fields };
}
