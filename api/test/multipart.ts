import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A file part; name and type default to a PNG photo, the field to `image` (docs/product/api.md). */
export interface FilePart {
  field?: string;
  name?: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser would send it: the plain fields first, then the file. */
export function multipartBody(file: FilePart, fields: Record<string, string> = {}) {
  const boundary = `----pontiac${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  const { field = 'image', name = 'photo.png', type = 'image/png', bytes } = file;
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small, real PNG (40×30, Pontiac red) to upload. */
export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .png()
    .toBuffer();

/**
 * A photo-like JPEG (a red car on a road under a sky, with camera grain) of `width`×`height`: at the default size it
 * is over a megabyte, as a phone's photo is, so a test can tell a card-size copy from the full file.
 */
export async function photoJpeg(width = 2400, height = 1600): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="none">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#e8d9b0"/></linearGradient></defs>
    <rect width="100" height="100" fill="url(#sky)"/>
    <rect y="62" width="100" height="38" fill="#55606b"/>
    <rect x="15" y="70" width="70" height="12" fill="#c8102e"/>
    <ellipse cx="28" cy="83" rx="5" ry="7" fill="#111"/>
    <ellipse cx="72" cy="83" rx="5" ry="7" fill="#111"/>
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
