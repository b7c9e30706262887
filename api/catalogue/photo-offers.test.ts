import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoOfferResources } from '../../shared/catalogue/photo-offer-resources';
import { photoOfferTexts, type PhotoOffer } from '../../shared/catalogue/photo-offers';
import type { ModelDetail } from '../../shared/catalogue/responses';
import type { GarageCar } from '../../shared/users/profile';
import { newMember, type Member } from '../community/community-fixture';
import { smallPng } from '../test/multipart';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let admin: Member;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newMember(ctx, { name: 'Picture Reviewer', role: 'admin' });
});
afterAll(() => ctx.close());

let models = 0;
async function createModel() {
  const index = ++models;
  const response = await admin.api.post('/api/admin/models', {
    slug: `offered-${index}`,
    name: `Offerback ${index}`,
    firstYear: 1964,
    lastYear: 1974,
    description: 'A model for the photo offer tests.',
    heroImage: null,
    featured: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ slug: string }>();
}

async function carWithPhoto(member: Member, modelSlug: string) {
  const created = await member.api.post('/api/garage', { modelSlug, year: 1969 });
  expect(created.statusCode, created.body).toBe(201);
  const uploaded = await member.api.upload(`/api/garage/${created.json<GarageCar>().id}/photos`, { bytes: await smallPng() });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const car = uploaded.json<GarageCar>();
  return { car, photo: car.photos[0] ?? '' };
}

const headerOf = async (slug: string) => (await ctx.api.get(`/api/models/${slug}`)).json<ModelDetail>().headerImage;
const offer = (member: Member, carId: string, photoUrl: string) => member.api.post(`/api/garage/${carId}/photo-offers`, { photoUrl });

describe('garage photos offered for a model page', () => {
  it('waits in the admin’s queue; declined with a reason it never shows, and the member sees why', async () => {
    const model = await createModel();
    const owner = await newMember(ctx, { name: 'Olive Offer' });
    const { car, photo } = await carWithPhoto(owner, model.slug);
    const offered = await offer(owner, car.id, photo);
    expect(offered.statusCode, offered.body).toBe(201);
    const made = photoOfferResources.offer.response.parse(offered.json());
    expect(made).toMatchObject({ carId: car.id, photoUrl: photo, modelSlug: model.slug, state: 'waiting', reason: null });
    // Offered twice: refused while the first waits.
    expect([(await offer(owner, car.id, photo)).statusCode, (await offer(owner, car.id, photo)).json()]).toEqual([
      409,
      { message: photoOfferTexts.alreadyOffered },
    ]);

    const queue = photoOfferResources.queue.response.parse((await admin.api.get('/api/admin/pictures')).json());
    const queued = queue.items.find((item) => item.id === made.id);
    expect(queued).toMatchObject({ member: { id: owner.id, name: 'Olive Offer' }, carYear: 1969 });
    expect(queued?.modelName).toMatch(/^Offerback/);
    expect(await headerOf(model.slug)).toBeNull();

    // Declining needs words, and takes them.
    expect((await admin.api.post(`/api/admin/pictures/${made.id}/decline`, { reason: '  ' })).json()).toEqual({
      message: `reason: ${photoOfferTexts.reasonRequired}`,
    });
    const declined = await admin.api.post(`/api/admin/pictures/${made.id}/decline`, { reason: 'The car is half out of the frame' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await headerOf(model.slug)).toBeNull();
    const mine = photoOfferResources.mine.response.parse((await owner.api.get('/api/garage/photo-offers')).json());
    expect(mine.items).toEqual([expect.objectContaining({ id: made.id, state: 'declined', reason: 'The car is half out of the frame' })]);
    // Reviewed once: a second decision is refused.
    expect((await admin.api.post(`/api/admin/pictures/${made.id}/approve`)).statusCode).toBe(409);
    // Declined, it may be offered again.
    expect((await offer(owner, car.id, photo)).statusCode).toBe(201);
  });

  it('approved, is the model’s picture until its member withdraws it', async () => {
    const model = await createModel();
    const owner = await newMember(ctx, { name: 'Wendy Withdraw' });
    const { car, photo } = await carWithPhoto(owner, model.slug);
    const made = (await offer(owner, car.id, photo)).json<PhotoOffer>();
    const approved = await admin.api.post(`/api/admin/pictures/${made.id}/approve`);
    expect([approved.statusCode, approved.json<PhotoOffer>().state]).toEqual([200, 'approved']);
    expect(await headerOf(model.slug)).toBe(photo);
    const activity = (await admin.api.get('/api/admin/activity')).json<{ items: Array<{ action: string; targetId: string }> }>();
    expect(activity.items[0]).toMatchObject({ action: 'picture.approve', targetId: made.id });

    const withdrawn = await owner.api.post(`/api/garage/photo-offers/${made.id}/withdraw`);
    expect([withdrawn.statusCode, withdrawn.json<PhotoOffer>().state]).toEqual([200, 'withdrawn']);
    expect(await headerOf(model.slug)).toBeNull();
    expect((await owner.api.post(`/api/garage/photo-offers/${made.id}/withdraw`)).json()).toEqual({
      message: photoOfferTexts.notWaitingOrApproved,
    });
  });

  it('is the owner’s to offer and withdraw, the admins’ to review; a photo must be the car’s own', async () => {
    const model = await createModel();
    const owner = await newMember(ctx);
    const other = await newMember(ctx);
    const { car, photo } = await carWithPhoto(owner, model.slug);
    expect((await offer(other, car.id, photo)).statusCode).toBe(403);
    expect((await ctx.api.post(`/api/garage/${car.id}/photo-offers`, { photoUrl: photo })).statusCode).toBe(401);
    expect((await offer(owner, '00000000-0000-4000-8000-000000000000', photo)).statusCode).toBe(404);
    expect((await offer(owner, car.id, '/uploads/someone-elses.webp')).json()).toEqual({ message: photoOfferTexts.notYourPhoto });
    expect((await offer(owner, car.id, 'https://example.com/x.jpg')).statusCode).toBe(400);

    const made = (await offer(owner, car.id, photo)).json<PhotoOffer>();
    expect((await other.api.post(`/api/garage/photo-offers/${made.id}/withdraw`)).statusCode).toBe(403);
    expect((await other.api.get('/api/admin/pictures')).statusCode).toBe(403);
    expect((await other.api.post(`/api/admin/pictures/${made.id}/approve`)).statusCode).toBe(403);
    expect((await ctx.api.get('/api/admin/pictures')).statusCode).toBe(401);
    expect((await admin.api.post('/api/admin/pictures/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    expect(await headerOf(model.slug)).toBeNull();
  });
});
