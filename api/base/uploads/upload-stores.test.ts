import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelImage } from '@shared/catalogue/responses';
import type { CurrentUser } from '@shared/auth/current-user';
import type { SystemStatus } from '@shared/admin/system-resources';
import { register, requester, signInAsAdmin, type Requester } from '../../test/http';
import { smallPng } from '../../test/multipart';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * Uploads through the real routes, kept in the local folder (the default) and in an S3-compatible bucket (a real
 * moto server): stored, served to the browser by the app with the same headers, and gone from the store when removed.
 */
describe.each([
  { store: 'a local folder', bucket: false },
  { store: 'an S3-compatible bucket', bucket: true },
])('uploads kept in $store', ({ bucket }) => {
  let ctx: TestContext;
  let s3: TestS3Server | undefined;
  let admin: Requester;

  beforeAll(async () => {
    s3 = bucket ? await startS3Server() : undefined;
    ctx = await createTestApp({ uploadBucket: await s3?.newBucket() });
    admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.stop();
  });

  async function galleryImage(): Promise<ModelImage> {
    const model = (await ctx.api.get('/api/models/gto')).json<{ id: string }>();
    const response = await admin.upload(`/api/admin/models/${model.id}/images`, { bytes: await smallPng() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ModelImage>();
  }

  it('serves an upload through the app, cached for good, and answers a revalidation with 304', async () => {
    const image = await galleryImage();
    const stored = await ctx.storedFile(image.imageUrl);
    expect(stored).not.toBeNull();

    const served = await ctx.api.get(image.imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored ?? Buffer.alloc(0))).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored?.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const etag = served.headers.etag;
    expect(etag).toEqual(expect.any(String));
    expect(served.headers['last-modified']).toEqual(expect.any(String));

    const again = await ctx.api.get(image.imageUrl, { headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a file the store does not have', async () => {
    const missing = await ctx.api.get(`/uploads/${randomUUID()}.png`);
    expect(missing.statusCode).toBe(404);
  });

  it('removes a deleted image and its card copy from the store, and stops serving it', async () => {
    const image = await galleryImage();
    const cardUrl = image.imageUrl.replace(/\.png$/, '-card.webp');
    expect(await ctx.storedFile(cardUrl)).not.toBeNull();
    const model = (await ctx.api.get('/api/models/gto')).json<{ id: string }>();
    expect((await admin.delete(`/api/admin/models/${model.id}/images/${image.id}`)).statusCode).toBe(204);
    expect(await ctx.storedFile(image.imageUrl)).toBeNull();
    expect(await ctx.storedFile(cardUrl)).toBeNull();
    expect((await ctx.api.get(image.imageUrl)).statusCode).toBe(404);
  });

  it("keeps only a member's current avatar in the store", async () => {
    const member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
    const avatar = async () =>
      (await member.upload('/api/users/me/avatar', { bytes: await smallPng() })).json<CurrentUser>().avatarUrl ?? '';
    const first = await avatar();
    const second = await avatar();
    expect(await ctx.storedFile(first)).toBeNull();
    expect(await ctx.storedFile(second)).not.toBeNull();
    expect((await ctx.api.get(second)).statusCode).toBe(200);
    expect((await member.delete('/api/users/me/avatar')).statusCode).toBe(200);
    expect(await ctx.storedFile(second)).toBeNull();
  });

  it("tells the admin's System tab where the uploads are and how many and how large, as they come and go", async () => {
    const usage = async () => (await admin.get('/api/admin/system')).json<SystemStatus>().uploads;
    const before = await usage();
    expect(before.place).toBe(bucket ? 'bucket' : 'folder');
    const image = await galleryImage();
    const stored = (await ctx.storedFile(image.imageUrl))?.length ?? 0;
    const after = await usage();
    expect(after.files).toBeGreaterThan(before.files);
    expect(after.bytes).toBeGreaterThanOrEqual(before.bytes + stored);
    const model = (await ctx.api.get('/api/models/gto')).json<{ id: string }>();
    expect((await admin.delete(`/api/admin/models/${model.id}/images/${image.id}`)).statusCode).toBe(204);
    expect((await usage()).bytes).toBeLessThanOrEqual(after.bytes - stored);
  });
});
