import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail, ModelImage, ModelSummary } from '../../shared/catalogue/responses';
import { offlineSnapshotSchema } from '../../shared/offline/schemas';
import type { SearchResults } from '../../shared/search/schemas';
import { register, requester, signInAsAdmin, type Requester } from '../test/http';
import { photoJpeg, smallPng } from '../test/multipart';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { localFolderStore } from '../base/uploads/file-store';
import { addMissingImageCopies } from './image-copies';

let ctx: TestContext;
let admin: Requester;
let member: Requester;
let second: Awaited<ReturnType<TestContext['anotherServer']>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
  second = await ctx.anotherServer();
  // Both servers cache their answers from here on, so a stale picture would show.
  await untilCachesListen(ctx.app, second.app);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

let modelCounter = 0;
/** A fresh model with a name no seeded model shares, so the search finds it alone. */
async function createModel(heroImage: string | null = null) {
  const index = ++modelCounter;
  const response = await admin.post('/api/admin/models', {
    slug: `pictured-${index}`,
    name: `Zephyrwagon ${index}`,
    firstYear: 1964,
    lastYear: 1974,
    description: 'A model for the picture tests.',
    heroImage,
    featured: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ModelSummary>();
}

async function upload(modelId: string, bytes: Buffer) {
  const response = await admin.upload(`/api/admin/models/${modelId}/images`, { bytes, name: 'car.jpg', type: 'image/jpeg' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ModelImage>();
}

const pictureOf = ({ headerImage, cardImage }: { headerImage: string | null; cardImage: string | null }) => ({ headerImage, cardImage });

/** The model's picture in every answer that carries it: the list, the model page, the offline snapshot and search. */
async function picturesEverywhere(model: ModelSummary, api: Requester = ctx.api) {
  const list = (await api.get('/api/models')).json<ModelSummary[]>().find((row) => row.id === model.id);
  const detail = (await api.get(`/api/models/${model.slug}`)).json<ModelDetail>();
  const snapshot = offlineSnapshotSchema.parse((await api.get('/api/offline/snapshot')).json());
  const inSnapshot = snapshot.models.find((row) => row.id === model.id);
  const search = (await api.get(`/api/search?q=${encodeURIComponent(model.name)}`)).json<SearchResults>();
  const found = search.models.find((row) => row.slug === model.slug);
  if (!list || !inSnapshot || !found) throw new Error('the model is missing from an answer');
  return {
    list: pictureOf(list),
    detail: pictureOf(detail),
    snapshot: pictureOf(inSnapshot),
    searchCard: found.cardImage,
  };
}

const everywhere = (picture: { headerImage: string | null; cardImage: string | null }) => ({
  list: picture,
  detail: picture,
  snapshot: picture,
  searchCard: picture.cardImage,
});

const uploadedFile = (url: string) => path.join(ctx.uploadsDir, path.basename(url));

describe("a model's picture", () => {
  it('is its featured upload everywhere, with a small real image for cards, served and removed with the image', async () => {
    const model = await createModel();
    // Every answer is now cached without a picture.
    expect(await picturesEverywhere(model)).toEqual(everywhere({ headerImage: null, cardImage: null }));

    const image = await upload(model.id, await photoJpeg());
    expect(image.isFeatured).toBe(true);
    const pictures = await picturesEverywhere(model);
    const cardImage = pictures.list.cardImage;
    expect(cardImage).toMatch(/^\/uploads\/[0-9a-f-]{36}-card\.webp$/);
    expect(pictures).toEqual(everywhere({ headerImage: image.imageUrl, cardImage }));

    // The card's file is a real WebP of at most 640 px a side, a small fraction of the photo.
    if (!cardImage) throw new Error('no card image');
    const served = await ctx.api.get(cardImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBeLessThan(80 * 1024);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
    expect(served.rawPayload.length * 10).toBeLessThan((await readFile(uploadedFile(image.imageUrl))).length);

    // The page's header offers phones a medium copy: at most 1,280 px a side, a fraction of the photo.
    const medium = (await ctx.api.get(`/api/models/${model.slug}`)).json<ModelDetail>().headerImageMedium ?? '';
    expect(medium).toMatch(/^\/uploads\/[0-9a-f-]{36}-medium\.webp$/);
    const servedMedium = await ctx.api.get(medium);
    expect(await sharp(servedMedium.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 853 });
    expect(servedMedium.rawPayload.length * 2).toBeLessThan((await readFile(uploadedFile(image.imageUrl))).length);

    // Deleting the featured image takes the picture away, and every file with it.
    expect((await admin.delete(`/api/admin/models/${model.id}/images/${image.id}`)).statusCode).toBe(204);
    expect(await picturesEverywhere(model)).toEqual(everywhere({ headerImage: null, cardImage: null }));
    expect((await ctx.api.get(`/api/models/${model.slug}`)).json<ModelDetail>().headerImageMedium).toBeNull();
    expect(existsSync(uploadedFile(image.imageUrl))).toBe(false);
    expect(existsSync(uploadedFile(cardImage))).toBe(false);
    expect(existsSync(uploadedFile(medium))).toBe(false);
    expect((await ctx.api.get(cardImage)).statusCode).toBe(404);
  });

  it('follows the featured image when an admin features another one', async () => {
    const model = await createModel();
    const first = await upload(model.id, await smallPng());
    const second = await upload(model.id, await smallPng());
    expect(second.isFeatured).toBe(false);
    const firstPicture = (await picturesEverywhere(model)).list;
    expect(firstPicture.headerImage).toBe(first.imageUrl);

    expect((await admin.put(`/api/admin/models/${model.id}/images/${second.id}/feature`)).statusCode).toBe(200);
    const pictures = await picturesEverywhere(model);
    expect(pictures.list.headerImage).toBe(second.imageUrl);
    expect(pictures.list.cardImage).toBe(second.imageUrl.replace(/\.png$/, '-card.webp'));
    expect(pictures).toEqual(everywhere(pictures.list));

    // Deleting the image that is no longer featured leaves the picture alone.
    expect((await admin.delete(`/api/admin/models/${model.id}/images/${first.id}`)).statusCode).toBe(204);
    expect(await picturesEverywhere(model)).toEqual(everywhere(pictures.list));
  });

  it('reaches a delta of the offline snapshot, so a mirror that holds the model gets its new picture', async () => {
    const model = await createModel();
    const before = offlineSnapshotSchema.parse((await ctx.api.get('/api/offline/snapshot')).json());
    const image = await upload(model.id, await smallPng());
    const delta = offlineSnapshotSchema.parse(
      (await ctx.api.get(`/api/offline/snapshot?since=${encodeURIComponent(before.generatedAt)}`)).json(),
    );
    expect(delta.models.find((row) => row.id === model.id)).toMatchObject({ headerImage: image.imageUrl });

    const afterUpload = offlineSnapshotSchema.parse((await ctx.api.get('/api/offline/snapshot')).json());
    expect((await admin.delete(`/api/admin/models/${model.id}/images/${image.id}`)).statusCode).toBe(204);
    const afterDelete = offlineSnapshotSchema.parse(
      (await ctx.api.get(`/api/offline/snapshot?since=${encodeURIComponent(afterUpload.generatedAt)}`)).json(),
    );
    expect(afterDelete.models.find((row) => row.id === model.id)).toMatchObject({ headerImage: null, cardImage: null });
  });

  it('is the hero image when an admin typed one, on cards too, whatever the gallery features', async () => {
    const model = await createModel('/images/zephyr.jpg');
    await upload(model.id, await smallPng());
    expect(await picturesEverywhere(model)).toEqual(everywhere({ headerImage: '/images/zephyr.jpg', cardImage: '/images/zephyr.jpg' }));
    // heroImage keeps meaning what the admin typed.
    expect((await ctx.api.get(`/api/models/${model.slug}`)).json<ModelDetail>().heroImage).toBe('/images/zephyr.jpg');
  });

  it('falls back to the full file on cards for an image uploaded before card copies were made', async () => {
    const model = await createModel();
    const image = await upload(model.id, await smallPng());
    await ctx.orm.em.fork().execute(`update model_images set card_image_url = null where id = ?`, [image.id]);
    await expect.poll(async () => (await picturesEverywhere(model)).list.cardImage).toBe(image.imageUrl);
    expect(await picturesEverywhere(model)).toEqual(everywhere({ headerImage: image.imageUrl, cardImage: image.imageUrl }));
  });

  it('gets card and medium copies for images uploaded before they existed, so cards and phones stop downloading the full photo', async () => {
    const model = await createModel();
    const image = await upload(model.id, await photoJpeg());
    const fork = ctx.orm.em.fork();
    const [row] = await fork.execute<{ card_image_url: string; medium_image_url: string }[]>(
      'select card_image_url, medium_image_url from model_images where id = ?',
      [image.id],
    );
    // As an upload made before the copies: none on record (nor on disk).
    await fork.execute('update model_images set card_image_url = null, medium_image_url = null where id = ?', [image.id]);
    const files = localFolderStore(ctx.uploadsDir);
    await files.remove(row?.card_image_url ?? '');
    await files.remove(row?.medium_image_url ?? '');
    expect((await ctx.api.get(`/api/models/${model.slug}`)).json<ModelDetail>().headerImageMedium).toBeNull();

    expect(await addMissingImageCopies(ctx.orm, files)).toBeGreaterThanOrEqual(2);
    const medium = (await ctx.api.get(`/api/models/${model.slug}`)).json<ModelDetail>().headerImageMedium ?? '';
    expect(medium).toMatch(/-medium\.webp$/);
    expect(existsSync(uploadedFile(medium))).toBe(true);
    await expect.poll(async () => (await picturesEverywhere(model)).list.cardImage).not.toBe(image.imageUrl);
    const { list } = await picturesEverywhere(model);
    expect(list.cardImage).toMatch(/-card\.webp$/);
    const card = await sharp(await readFile(path.join(ctx.uploadsDir, path.basename(list.cardImage ?? '')))).metadata();
    expect(card.format).toBe('webp');
    expect(Math.max(card.width ?? 0, card.height ?? 0)).toBeLessThanOrEqual(640);
    // A second run (another server starting) finds nothing left to do.
    expect(await addMissingImageCopies(ctx.orm, files)).toBe(0);
  });

  it("is fresh on every server after any change to a model's images, even one made by hand in SQL", async () => {
    const model = await createModel();
    const image = await upload(model.id, await smallPng());
    await expect.poll(async () => (await picturesEverywhere(model, second.api)).list.headerImage, { timeout: 5_000 }).toBe(image.imageUrl);

    // Only model_images changes here: its trigger alone must empty the other server's cached answers.
    await ctx.orm.em.fork().execute(`update model_images set is_featured = false where id = ?`, [image.id]);
    await expect
      .poll(async () => await picturesEverywhere(model, second.api), { timeout: 5_000 })
      .toEqual(everywhere({ headerImage: null, cardImage: null }));
  });

  it('is changed by admins only: a member or a visitor cannot feature or delete the image behind it', async () => {
    const model = await createModel();
    const first = await upload(model.id, await smallPng());
    const other = await upload(model.id, await smallPng());
    for (const api of [member, ctx.api]) {
      expect((await api.put(`/api/admin/models/${model.id}/images/${other.id}/feature`)).statusCode).toBe(api === member ? 403 : 401);
      expect((await api.delete(`/api/admin/models/${model.id}/images/${first.id}`)).statusCode).toBe(api === member ? 403 : 401);
    }
    expect((await picturesEverywhere(model)).list.headerImage).toBe(first.imageUrl);
  });
});
