import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from '../base/uploads/file-store';

/** A show's car list shows one small picture per car, saved with the show for offline (≤ 15 KB each). */
export const THUMBNAIL_WIDTH = 160;
export const THUMBNAIL_MAX_BYTES = 15 * 1024;
const QUALITIES = [60, 45, 30];

/**
 * Makes and stores the thumbnail of a garage photo (a still WebP THUMBNAIL_WIDTH wide, at the first quality that fits
 * THUMBNAIL_MAX_BYTES); null when there is no photo or its file is gone.
 */
export async function storeThumbnail(files: FileStore, photoUrl: string | undefined): Promise<string | null> {
  if (!photoUrl) return null;
  const photo = await files.read(photoUrl);
  if (!photo) return null;
  for (const quality of QUALITIES) {
    const data = await sharp(photo)
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
    if (data.length <= THUMBNAIL_MAX_BYTES || quality === QUALITIES.at(-1)) return files.put(`${randomUUID()}-thumb.webp`, data);
  }
  return null;
}
