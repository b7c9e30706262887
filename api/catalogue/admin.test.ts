import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLog } from '../base/activity-log/admin-log.entity';
import { createTestApp, type TestContext } from '../test/test-app';
import { register, requester, signInAsAdmin, type Body, type Method, type Requester } from '../test/http';
import { smallPng } from '../test/multipart';
import { Valuation } from '../valuations/valuation.entity';
import { ModelImage } from './model-image.entity';

let ctx: TestContext;
let admin: Requester;
let member: Requester;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
});
afterAll(() => ctx.close());

let slugCounter = 0;
const newModel = (overrides: Record<string, unknown> = {}) => ({
  slug: `test-model-${++slugCounter}`,
  name: 'Test Model',
  firstYear: 1964,
  lastYear: 1974,
  description: 'A car for testing.',
  heroImage: null,
  featured: false,
  ...overrides,
});
async function createModel(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/models', newModel(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

const upload = (modelId: string, bytes: Buffer, name?: string, type?: string, fields: Record<string, string> = {}) =>
  admin.upload(`/api/admin/models/${modelId}/images`, { name, type, bytes }, { fields });

describe('permissions', () => {
  it('every admin model call is 401 signed out and 403 for members', async () => {
    const model = await createModel();
    const image = (await upload(model.id, await smallPng())).json<{ id: string }>();
    const calls: Array<[Method, string, Body | undefined]> = [
      ['POST', '/api/admin/models', newModel()],
      ['PUT', `/api/admin/models/${model.id}`, newModel()],
      ['DELETE', `/api/admin/models/${model.id}`, undefined],
      ['PATCH', `/api/admin/models/${model.id}/featured`, { featured: true }],
      ['POST', `/api/admin/models/${model.id}/images`, undefined],
      ['PUT', `/api/admin/models/${model.id}/images/${image.id}`, { caption: 'x' }],
      ['PUT', `/api/admin/models/${model.id}/images/${image.id}/feature`, undefined],
      ['PUT', `/api/admin/models/${model.id}/images/order`, { imageIds: [image.id] }],
      ['DELETE', `/api/admin/models/${model.id}/images/${image.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const signedOut = await ctx.api.request(method, url, payload);
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      const asMember = await member.request(method, url, payload);
      expect(asMember.statusCode, `${method} ${url} as member`).toBe(403);
      expect(asMember.json()).toEqual({ message: 'Only administrators can do that' });
    }
    // Nothing changed: the model and its image are still there.
    expect((await admin.get(`/api/models/${model.slug}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/models/${model.id}/images`)).json()).toHaveLength(1);
  });
});

describe('creating and editing models', () => {
  it('creates a model that then appears in the catalogue, and logs it', async () => {
    const created = await createModel({ name: 'Star Chief Test', bodyStyles: ['sedan', 'convertible'] });
    const list = (await admin.get('/api/models')).json<Array<{ slug: string; bodyStyles: string[] }>>();
    expect(list.find((model) => model.slug === created.slug)?.bodyStyles).toEqual(['sedan', 'convertible']);
    const log = await ctx.orm.em.fork().findOne(AdminLog, { targetId: created.id, action: 'model.create' });
    expect(log).not.toBeNull();
  });

  it.each([
    ['no slug', { slug: '' }, 'Slug is required'],
    ['no name', { name: '  ' }, 'Name is required'],
    ['a year before 1900', { firstYear: 1899 }, 'First year must be 1900 or later'],
    ['a year after 2030', { lastYear: 2031 }, 'Last year must be 2030 or earlier'],
    ['first year after last', { firstYear: 1980, lastYear: 1970 }, 'First year must not be after last year'],
    ['a text year', { firstYear: '1964' }, 'First year must be a number'],
    ['a bad body style', { bodyStyles: ['hovercraft'] }, 'bodyStyles'],
  ])('refuses %s with 400 and the form message', async (_case, overrides, message) => {
    const response = await admin.post('/api/admin/models', newModel(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('takes a hero image on this site or on the web, never a protocol-relative address or another scheme', async () => {
    for (const heroImage of ['/uploads/hero.jpg', 'https://example.com/gto.jpg']) {
      expect((await admin.post('/api/admin/models', newModel({ heroImage }))).statusCode, heroImage).toBe(201);
    }
    for (const heroImage of ['//evil.example/x.jpg', '/\\evil.example/x.jpg', 'javascript:alert(1)', 'data:image/png;base64,AA']) {
      const response = await admin.post('/api/admin/models', newModel({ heroImage }));
      expect(response.statusCode, heroImage).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('Hero image must be a web address or a path on this site');
    }
  });

  it('refuses a slug that is taken (409), on create and on rename', async () => {
    const first = await createModel();
    const second = await createModel();
    const duplicate = await admin.post('/api/admin/models', newModel({ slug: first.slug }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toContain(first.slug);
    const rename = await admin.put(`/api/admin/models/${second.id}`, newModel({ slug: first.slug }));
    expect(rename.statusCode).toBe(409);
  });

  it('updates a model and keeps its value-guide rows attached through a rename', async () => {
    const model = await createModel();
    const em = ctx.orm.em.fork();
    em.create(Valuation, {
      modelSlug: model.slug,
      year: 1967,
      trim: 'Base',
      excellentValue: 4,
      goodValue: 3,
      fairValue: 2,
      poorValue: 1,
      lastUpdated: '2026-11-01',
      source: 'Test figures',
      asOf: '2026-11-01',
    });
    await em.flush();
    const response = await admin.put(`/api/admin/models/${model.id}`, newModel({ slug: `${model.slug}-renamed`, name: 'Renamed' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: `${model.slug}-renamed`, name: 'Renamed' });
    const detail = (await admin.get(`/api/models/${model.slug}-renamed`)).json<{ market: unknown }>();
    expect(detail.market).toMatchObject({ valuationCount: 1 });
  });

  it('toggles featured', async () => {
    const model = await createModel();
    const on = await admin.patch(`/api/admin/models/${model.id}/featured`, { featured: true });
    expect(on.json<{ featured: boolean }>().featured).toBe(true);
    const bad = await admin.patch(`/api/admin/models/${model.id}/featured`, { featured: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown model id and 400 for a malformed one', async () => {
    const unknown = await admin.put('/api/admin/models/00000000-0000-4000-8000-000000000000', newModel());
    expect(unknown.statusCode).toBe(404);
    const malformed = await admin.delete('/api/admin/models/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('model images', () => {
  it('stores a real image under a generated name and serves it with a long cache', async () => {
    const model = await createModel();
    const response = await upload(model.id, await smallPng(), 'my holiday.png', 'image/png', { caption: 'Front three-quarter' });
    expect(response.statusCode).toBe(201);
    const image = response.json<{ imageUrl: string; caption: string; isFeatured: boolean; displayOrder: number }>();
    expect(image).toMatchObject({ caption: 'Front three-quarter', isFeatured: true, displayOrder: 0 });
    expect(image.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(image.imageUrl)))).toBe(true);

    const served = await admin.get(image.imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a text file dressed up as a JPEG', async () => {
    const model = await createModel();
    const response = await upload(model.id, Buffer.from('this is not a picture at all'), 'car.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please select an image file' });
    expect(await ctx.orm.em.fork().count(ModelImage, { model: model.id })).toBe(0);
  });

  it('refuses a file of 5 MB + 1 byte with 413 and the documented text', async () => {
    const model = await createModel();
    const response = await upload(model.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Please select an image smaller than 5MB' });
    expect(await ctx.orm.em.fork().count(ModelImage, { model: model.id })).toBe(0);
  });

  it('strips metadata such as GPS position from photos', async () => {
    const model = await createModel();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 20/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = (await upload(model.id, photo, 'IMG_0001.jpg', 'image/jpeg')).json<{ imageUrl: string }>();
    const stored = await sharp(path.join(ctx.uploadsDir, path.basename(image.imageUrl))).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
  });

  it('keeps exactly one featured image per model', async () => {
    const model = await createModel();
    const first = (await upload(model.id, await smallPng())).json<{ id: string }>();
    const second = (await upload(model.id, await smallPng())).json<{ id: string; isFeatured: boolean }>();
    expect(second.isFeatured).toBe(false);
    const feature = await admin.put(`/api/admin/models/${model.id}/images/${second.id}/feature`);
    expect(feature.statusCode).toBe(200);
    const images = (await admin.get(`/api/models/${model.id}/images`)).json<Array<{ id: string; isFeatured: boolean }>>();
    expect(images.filter((image) => image.isFeatured).map((image) => image.id)).toEqual([second.id]);
    expect(images.find((image) => image.id === first.id)?.isFeatured).toBe(false);
  });

  it('edits captions, reorders and deletes (removing the file)', async () => {
    const model = await createModel();
    const first = (await upload(model.id, await smallPng())).json<{ id: string; imageUrl: string }>();
    const second = (await upload(model.id, await smallPng())).json<{ id: string }>();

    const caption = await admin.put(`/api/admin/models/${model.id}/images/${first.id}`, { caption: 'Engine bay' });
    expect(caption.json<{ caption: string }>().caption).toBe('Engine bay');

    const reordered = await admin.put(`/api/admin/models/${model.id}/images/order`, { imageIds: [second.id, first.id] });
    expect(reordered.json<Array<{ id: string }>>().map((image) => image.id)).toEqual([second.id, first.id]);
    const partial = await admin.put(`/api/admin/models/${model.id}/images/order`, { imageIds: [second.id] });
    expect(partial.statusCode).toBe(400);

    const removed = await admin.delete(`/api/admin/models/${model.id}/images/${first.id}`);
    expect(removed.statusCode).toBe(204);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(first.imageUrl)))).toBe(false);
    expect((await admin.get(`/api/models/${model.id}/images`)).json()).toHaveLength(1);
    expect((await admin.delete(`/api/admin/models/${model.id}/images/${first.id}`)).statusCode).toBe(404);
  });

  it('deleting a model removes its images and their files, and logs it', async () => {
    const model = await createModel();
    const image = (await upload(model.id, await smallPng())).json<{ imageUrl: string }>();
    const response = await admin.delete(`/api/admin/models/${model.id}`);
    expect(response.statusCode).toBe(204);
    expect((await admin.get(`/api/models/${model.slug}`)).statusCode).toBe(404);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(image.imageUrl)))).toBe(false);
    expect(await ctx.orm.em.fork().count(AdminLog, { targetId: model.id, action: 'model.delete' })).toBe(1);
  });

  it('refuses a request that is not multipart or has no image field', async () => {
    const model = await createModel();
    const json = await admin.post(`/api/admin/models/${model.id}/images`, { image: 'x' });
    expect(json.statusCode).toBe(400);
    const wrongField = await admin.upload(`/api/admin/models/${model.id}/images`, {
      field: 'photo',
      name: 'a.png',
      type: 'image/png',
      bytes: await smallPng(),
    });
    expect(wrongField.statusCode).toBe(400);
  });
});
