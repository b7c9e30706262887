import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, uploadTexts } from '../../shared/uploads/limits';
import { HttpError } from '../plugins/errors';
import { UPLOADS_URL_PREFIX } from './file-store';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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
    // Names are generated and never reused, so a file can be cached for good.
    setHeaders(response) {
      response.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
}

export interface ImageUpload {
  bytes: Buffer;
  fields: Record<string, string>;
}

const isTooLarge = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the single file in multipart field `image` (SPEC §7), plus the plain fields sent before it. */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the image as multipart/form-data in the field "image"');
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || bytes) {
          await part.toBuffer();
          throw new HttpError(400, 'Send exactly one image, in the field "image"');
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, uploadTexts.tooLargeDescription);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new HttpError(400, 'No image was sent: use the field "image"');
  return { bytes, fields };
}
