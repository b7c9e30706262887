import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A file part; name and type default to a PNG photo, the field to `image` (SPEC §7). */
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
