/** Photos are made to fit the upload limit on the device: a 12 MP phone photo becomes a few hundred KB. */
export const PHOTO_MAX_SIDE_PX = 2048;
const JPEG_QUALITY = 0.85;

/** The size an image of this size is drawn at so its long side is at most `maxSide`. */
export function fittedSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE_PX) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * Re-encodes a chosen photo as JPEG with its long side at most 2048 px (EXIF orientation applied, metadata
 * such as GPS dropped). Small images that already fit are kept as they are. Throws when the browser
 * cannot decode the file, i.e. it is not an image it knows.
 */
export async function downscaleImage(file: File, maxBytes: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const fitsAlready = Math.max(bitmap.width, bitmap.height) <= PHOTO_MAX_SIDE_PX && file.size <= maxBytes;
    if (fitsAlready) return file;
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to resize the photo');
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
