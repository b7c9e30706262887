import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { uploadTexts } from '../../shared/uploads/limits';
import { HttpError } from '../plugins/errors';

import type { FileStore } from './file-store';

/** Formats we accept, recognised from the file's content (sharp reads the magic bytes), never its name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/** A decompression bomb guard: no camera produces more than this. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Long side after re-encoding; plenty for a gallery, and it keeps files small. */
const MAX_LONG_SIDE = 2560;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** Formats whose files may hold several frames that play as an animation. */
const ANIMATED_FORMATS = new Set(['gif', 'webp']);

/**
 * Checks the bytes are a real image, re-encodes them (which drops EXIF, GPS and other metadata,
 * after applying the orientation) and stores them under a generated name. An animated GIF or WebP keeps every
 * frame (stored as an animated WebP); the pixel limit then counts the pixels of all frames together.
 */
export async function storeImage(files: FileStore, bytes: Buffer): Promise<StoredImage> {
  let header: { format: string | undefined; pages: number };
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    header = { format: metadata.format, pages: metadata.pages ?? 1 };
  } catch {
    header = { format: undefined, pages: 1 };
  }
  const { format } = header;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(400, uploadTexts.invalidTypeDescription);
  const animated = ANIMATED_FORMATS.has(format) && header.pages > 1;

  // With `animated`, sharp reads the frames as one tall image: limitInputPixels covers them all, and the resize
  // and re-encoding apply to each frame. A GIF or WebP has no EXIF orientation to apply.
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated });
  const pipeline = (animated ? input : input.rotate()).resize({
    width: MAX_LONG_SIDE,
    height: MAX_LONG_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded =
    format === 'png'
      ? { extension: 'png', pipeline: pipeline.png({ compressionLevel: 9 }) }
      : format === 'webp' || animated
        ? { extension: 'webp', pipeline: pipeline.webp({ quality: 85 }) }
        : { extension: 'jpg', pipeline: pipeline.jpeg({ quality: 85, mozjpeg: true }) };
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await encoded.pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(400, uploadTexts.invalidTypeDescription);
  }

  const url = await files.put(`${randomUUID()}.${encoded.extension}`, output.data);
  // An animation comes out as its frames stacked: the height of one frame is the image's.
  return { url, width: output.info.width, height: output.info.pageHeight ?? output.info.height };
}

/** Removes an uploaded file by its public URL; URLs that are not the store's are left alone. */
export const removeStoredImage = (files: FileStore, url: string): Promise<void> => files.remove(url);
