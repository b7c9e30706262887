import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { uploadTexts } from '@shared/uploads/limits';
import { HttpError } from '../plugins/errors';

import type { FileStore } from './file-store';

/** Formats we accept, recognised from the file's content (sharp reads the magic bytes), never its name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/** A decompression bomb guard: no camera produces more than this. */
const MAX_INPUT_PIXELS = 60_000_000;
/** Long side after re-encoding; plenty for a gallery, and it keeps files small. */
const MAX_LONG_SIDE = 2560;
/** Long side of a card-size copy: cards are at most about 320 CSS pixels wide, so this covers 2x screens. */
export const CARD_LONG_SIDE = 640;
/** Cards are small and seen in passing: a photo of 640 px comes out at a few tens of KB. */
const CARD_QUALITY = 75;
/**
 * Long side of the medium copy a model page's header offers phones (`srcset`): a 390 px screen at 3x is
 * 1,170 device pixels, where the full image (up to MAX_LONG_SIDE) is four times the bytes.
 */
export const MEDIUM_LONG_SIDE = 1280;
const MEDIUM_QUALITY = 80;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** Formats whose files may hold several frames that play as an animation. */
const ANIMATED_FORMATS = new Set(['gif', 'webp']);

/** An upload re-encoded for storing: its bytes, the extension of its format and its size (one frame's). */
interface EncodedImage {
  data: Buffer;
  extension: string;
  width: number;
  height: number;
}

/**
 * Checks the bytes are a real image and re-encodes them (which drops EXIF, GPS and other metadata, after applying
 * the orientation). An animated GIF or WebP keeps every frame (as an animated WebP); the pixel limit then counts
 * the pixels of all frames together.
 */
async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
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
  // An animation comes out as its frames stacked: the height of one frame is the image's.
  return {
    data: output.data,
    extension: encoded.extension,
    width: output.info.width,
    height: output.info.pageHeight ?? output.info.height,
  };
}

/** Checks, re-encodes (see encodeImage) and stores an upload under a generated name. */
export async function storeImage(files: FileStore, bytes: Buffer): Promise<StoredImage> {
  const encoded = await encodeImage(bytes);
  const url = await files.put(`${randomUUID()}.${encoded.extension}`, encoded.data);
  return { url, width: encoded.width, height: encoded.height };
}

/** The copies kept beside a gallery image: `card` for cards and lists, `medium` for a phone's page header. */
const COPIES = {
  card: { longSide: CARD_LONG_SIDE, quality: CARD_QUALITY },
  medium: { longSide: MEDIUM_LONG_SIDE, quality: MEDIUM_QUALITY },
} as const;
export type CopyKind = keyof typeof COPIES;

/** A smaller copy of an image already stored (re-encoded): a still WebP of at most its kind's long side. */
const encodeCopy = (stored: Buffer, kind: CopyKind) => {
  const { longSide, quality } = COPIES[kind];
  return sharp(stored)
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
};

/** Stores one smaller copy of a stored image under a generated name (`<uuid>-<kind>.webp`); answers its URL. */
export async function storeCopy(files: FileStore, stored: Buffer, kind: CopyKind): Promise<string> {
  const copy = await encodeCopy(stored, kind);
  return files.put(`${randomUUID()}-${kind}.webp`, copy.data);
}

export interface StoredImageWithCopies extends StoredImage {
  /** The card-size copy: a still WebP of at most CARD_LONG_SIDE pixels a side. */
  card: StoredImage;
  /** The medium copy: a still WebP of at most MEDIUM_LONG_SIDE pixels a side. */
  medium: StoredImage;
}

/**
 * storeImage, plus a card-size and a medium copy stored beside it (`<name>-card.webp`, `<name>-medium.webp`), so that
 * a list of cards and a phone never download full photos. Made from the re-encoded image (already oriented and at
 * most MAX_LONG_SIDE), an animation's first frame: a card shows a still. Nothing stays stored if any file fails.
 */
export async function storeImageWithCopies(files: FileStore, bytes: Buffer): Promise<StoredImageWithCopies> {
  const encoded = await encodeImage(bytes);
  const card = await encodeCopy(encoded.data, 'card');
  const medium = await encodeCopy(encoded.data, 'medium');
  const name = randomUUID();
  const stored: string[] = [];
  try {
    const url = await files.put(`${name}.${encoded.extension}`, encoded.data);
    stored.push(url);
    const cardUrl = await files.put(`${name}-card.webp`, card.data);
    stored.push(cardUrl);
    const mediumUrl = await files.put(`${name}-medium.webp`, medium.data);
    const size = (info: { width: number; height: number }) => ({ width: info.width, height: info.height });
    return { url, ...size(encoded), card: { url: cardUrl, ...size(card.info) }, medium: { url: mediumUrl, ...size(medium.info) } };
  } catch (error) {
    await Promise.all(stored.map((url) => files.remove(url)));
    throw error;
  }
}

/** Removes an uploaded file by its public URL; URLs that are not the store's are left alone. */
export const removeStoredImage = (files: FileStore, url: string): Promise<void> => files.remove(url);

/** Removes an image and its copies, those it has (images stored before copies were made have none). */
export const removeStoredImageWithCopies = async (
  files: FileStore,
  image: { url: string; cardUrl: string | null; mediumUrl: string | null },
): Promise<void> => {
  await files.remove(image.url);
  if (image.cardUrl) await files.remove(image.cardUrl);
  if (image.mediumUrl) await files.remove(image.mediumUrl);
};
