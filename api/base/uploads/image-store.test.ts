import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../plugins/errors';
import { startS3Server } from '../../test/s3-server';
import { s3BucketStore } from './bucket-store';
import { localFolderStore, type FileStore } from './file-store';
import { photoJpeg } from '../../test/multipart';
import { CARD_LONG_SIDE, MEDIUM_LONG_SIDE, removeStoredImageWithCopies, storeImage, storeImageWithCopies } from './image-store';

/** Each store the server can use, opened empty and closed after its tests. */
const stores: Array<{ name: string; open(): Promise<{ files: FileStore; close(): Promise<void> }> }> = [
  {
    name: 'a local folder',
    async open() {
      const folder = await mkdtemp(path.join(tmpdir(), 'image-store-'));
      return { files: localFolderStore(folder), close: () => rm(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3-compatible bucket',
    async open() {
      const server = await startS3Server();
      const bucket = s3BucketStore(await server.newBucket());
      return {
        files: bucket,
        async close() {
          bucket.close();
          await server.stop();
        },
      };
    },
  },
];

const frame = (red: number, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 0, b: 0 } } })
    .png()
    .toBuffer();

/** A GIF that plays its frames in turn, made as a camera app or screen recorder would save one. */
const animatedGif = async (frames: Buffer[]) =>
  sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();

const u16 = (value: number) => [value & 0xff, value >> 8];
/**
 * A hand-made GIF: a `width` x `height` screen and `frames` frames of one pixel each, a few bytes per frame. Decoded,
 * every frame is the whole screen: the shape of a pixel flood that hides in the frame count.
 */
function tinyFramesGif(width: number, height: number, frames: number): Buffer {
  const palette = [0, 0, 0, 0xff, 0xff, 0xff];
  const loopForever = [0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0];
  const bytes = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0, ...palette, ...loopForever];
  for (let index = 0; index < frames; index += 1) {
    const pixel = index % 2;
    // Graphic control (0.1 s), a 1x1 image at the corner, its LZW data (clear, the pixel, end), the trailer.
    bytes.push(0x21, 0xf9, 0x04, 0x04, ...u16(10), 0, 0);
    bytes.push(0x2c, 0, 0, 0, 0, ...u16(1), ...u16(1), 0);
    bytes.push(0x02, 0x02, pixel ? 0x4c : 0x44, 0x01, 0x00);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

describe.each(stores)('images in $name', (store) => {
  let opened: Awaited<ReturnType<(typeof store)['open']>>;
  let files: FileStore;
  beforeAll(async () => {
    opened = await store.open();
    files = opened.files;
  });
  afterAll(() => opened.close());

  /** The stored bytes behind a URL, read back through the store. */
  async function storedBytes(url: string): Promise<Buffer> {
    const bytes = await files.read(url);
    if (!bytes) throw new Error(`${url} is not in the store`);
    return bytes;
  }
  const storedMetadata = async (url: string) => sharp(await storedBytes(url), { animated: true }).metadata();

  describe('storeImage', () => {
    it('keeps every frame of an animated GIF, as an animated WebP', async () => {
      const stored = await storeImage(files, await animatedGif([await frame(255), await frame(0)]));
      expect(stored.url).toMatch(/\.webp$/);
      expect({ width: stored.width, height: stored.height }).toEqual({ width: 40, height: 30 });
      const metadata = await storedMetadata(stored.url);
      expect(metadata.format).toBe('webp');
      expect(metadata.pages).toBe(2);
    });

    it('still stores a GIF of one frame as before, as a JPEG', async () => {
      const still = await sharp(await frame(128))
        .gif()
        .toBuffer();
      const stored = await storeImage(files, still);
      expect(stored.url).toMatch(/\.jpg$/);
      const metadata = await storedMetadata(stored.url);
      expect(metadata.format).toBe('jpeg');
      expect(metadata.pages ?? 1).toBe(1);
    });

    it('counts the pixels of every frame: an animation over the limit is a 400, one under it is kept', async () => {
      // 4 frames of 600x600: well under the limit.
      const small = await storeImage(files, tinyFramesGif(600, 600, 4));
      expect((await storedMetadata(small.url)).pages).toBe(4);
      // 15 frames of 2048x2048 (63 megapixels decoded), each frame alone far under the limit.
      const flood = tinyFramesGif(2048, 2048, 15);
      expect((await sharp(flood).metadata()).pages).toBe(15);
      const refused = await storeImage(files, flood).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 400 });
    });
  });

  describe('storeImageWithCopies', () => {
    it('stores a photo and a small still WebP of it beside it, under the same generated name', async () => {
      const stored = await storeImageWithCopies(files, await photoJpeg(2400, 1600));
      expect(stored.url).toMatch(/^\/uploads\/([0-9a-f-]{36})\.jpg$/);
      expect(stored.card.url).toBe(stored.url.replace('.jpg', '-card.webp'));
      expect(stored.card).toMatchObject({ width: CARD_LONG_SIDE, height: 427 });
      const card = await storedBytes(stored.card.url);
      const full = await storedBytes(stored.url);
      expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: CARD_LONG_SIDE, height: 427 });
      expect(card.length).toBeLessThan(80 * 1024);
      expect(card.length * 10).toBeLessThan(full.length);
      // The medium copy for a phone's page header.
      expect(stored.medium.url).toBe(stored.url.replace('.jpg', '-medium.webp'));
      expect(stored.medium).toMatchObject({ width: MEDIUM_LONG_SIDE, height: 853 });
      expect(await sharp(await storedBytes(stored.medium.url)).metadata()).toMatchObject({ format: 'webp', width: MEDIUM_LONG_SIDE });
    });

    it('keeps the long side of a portrait photo to the limit, never enlarges a small one, and shows an animation still', async () => {
      const portrait = await storeImageWithCopies(files, await photoJpeg(900, 1800));
      expect(portrait.card).toMatchObject({ width: 320, height: CARD_LONG_SIDE });
      const small = await storeImageWithCopies(files, await frame(200, 40, 30));
      expect(small.card).toMatchObject({ width: 40, height: 30 });
      expect(small.medium).toMatchObject({ width: 40, height: 30 });
      const animation = await storeImageWithCopies(files, await animatedGif([await frame(255), await frame(0)]));
      const cardMetadata = await storedMetadata(animation.card.url);
      expect(cardMetadata).toMatchObject({ format: 'webp', width: 40, height: 30 });
      expect(cardMetadata.pages ?? 1).toBe(1);
    });
  });

  describe('removing', () => {
    it('leaves neither the image nor its copies in the store, and other URLs alone', async () => {
      const stored = await storeImageWithCopies(files, await photoJpeg(800, 600));
      await removeStoredImageWithCopies(files, { url: stored.url, cardUrl: stored.card.url, mediumUrl: stored.medium.url });
      expect(await files.read(stored.url)).toBeNull();
      expect(await files.read(stored.card.url)).toBeNull();
      expect(await files.read(stored.medium.url)).toBeNull();
      await expect(files.remove('https://example.com/hero.jpg')).resolves.toBeUndefined();
      await expect(files.remove(stored.url)).resolves.toBeUndefined();
    });
  });
});
