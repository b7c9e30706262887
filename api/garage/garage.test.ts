import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GarageCar as GarageCarAnswer } from '../../shared/users/profile';
import { AdminLog } from '../base/activity-log/admin-log.entity';
import { ModelYear } from '../catalogue/model-year.entity';
import { Model } from '../catalogue/model.entity';
import { newMember, unknownId, type Member } from '../community/community-fixture';
import { smallPng } from '../test/multipart';
import { createTestApp, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';
import { GarageCar } from './garage-car.entity';

let ctx: TestContext;
let owner: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, other, admin] = await Promise.all([
    newMember(ctx, { name: 'Garage Owner' }),
    newMember(ctx, { name: 'Garage Stranger' }),
    newMember(ctx, { name: 'Garage Admin', role: 'admin' }),
  ]);
});
afterAll(() => ctx.close());

const judge = { modelSlug: 'gto', year: 1969, trim: 'The Judge', engine: '400 Ram Air III', exteriorColor: 'Carousel Red', notes: '' };
const fileOf = (url: string) => path.join(ctx.uploadsDir, path.basename(url));
const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

async function addCar(member: Member = owner, body: Record<string, unknown> = judge) {
  const response = await member.api.post('/api/garage', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GarageCarAnswer>();
}
const uploadPhoto = async (carId: string, member: Member = owner, bytes?: Buffer) =>
  member.api.upload(`/api/garage/${carId}/photos`, { bytes: bytes ?? (await smallPng()) });
const storedCar = (id: string) => ctx.orm.em.fork().findOne(GarageCar, { id });

describe('adding a car', () => {
  it('stores it for the signed-in member and lists it in their public garage', async () => {
    const car = await addCar();
    expect(car).toMatchObject({ ...judge, notes: null, photos: [] });
    const garage = (await ctx.api.get(`/api/users/${owner.id}/garage`)).json<GarageCarAnswer[]>();
    expect(garage.map((listed) => listed.id)).toContain(car.id);
    expect((await ctx.orm.em.fork().findOneOrFail(GarageCar, { id: car.id }, { populate: ['user'] })).user.id).toBe(owner.id);
  });

  it('refuses signed-out callers (401) and blocked members (403)', async () => {
    expect((await ctx.api.post('/api/garage', judge)).statusCode).toBe(401);
    const blocked = await newMember(ctx);
    await ctx.orm.em.fork().nativeUpdate(User, { id: blocked.id }, { isBlocked: true });
    const response = await blocked.api.post('/api/garage', judge);
    expect(response.statusCode).toBe(403);
    expect(await ctx.orm.em.fork().count(GarageCar, { user: blocked.id })).toBe(0);
  });

  it.each([
    [{ ...judge, modelSlug: undefined }, 'Model is required'],
    [{ ...judge, modelSlug: ' ' }, 'Model is required'],
    [{ ...judge, year: undefined }, 'Year is required'],
    [{ ...judge, year: '1969' }, 'Year is required'],
    [{ ...judge, year: 1969.5 }, 'Year must be a whole number'],
    [{ ...judge, modelSlug: 'delorean' }, 'Choose a model from the catalogue'],
    [{ ...judge, trim: 'x'.repeat(101) }, 'Trim must be at most 100 characters'],
    [{ ...judge, engine: 'x'.repeat(121) }, 'Engine must be at most 120 characters'],
    [{ ...judge, exteriorColor: 'x'.repeat(61) }, 'Exterior color must be at most 60 characters'],
    [{ ...judge, notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
  ])('refuses %j with 400 "%s"', async (body, expected) => {
    const before = await ctx.orm.em.fork().count(GarageCar, { user: owner.id });
    const response = await owner.api.post('/api/garage', body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
    expect(await ctx.orm.em.fork().count(GarageCar, { user: owner.id })).toBe(before);
  });

  it("refuses a year outside the model's years, and accepts a year the catalogue has a page for", async () => {
    const early = await owner.api.post('/api/garage', { ...judge, year: 1963 });
    expect(early.statusCode).toBe(400);
    expect(message(early)).toBe('The GTO was built in 1964–1974; choose one of those years');
    expect((await owner.api.post('/api/garage', { ...judge, year: 1975 })).statusCode).toBe(400);
    expect((await owner.api.post('/api/garage', { ...judge, year: 1964 })).statusCode).toBe(201);
    expect((await owner.api.post('/api/garage', { ...judge, year: 1974 })).statusCode).toBe(201);

    // The revived GTO: a year page outside firstYear..lastYear still counts as one of the model's years.
    const em = ctx.orm.em.fork();
    const gto = await em.findOneOrFail(Model, { slug: 'gto' });
    em.create(ModelYear, { model: gto, year: 2004 });
    await em.flush();
    expect((await owner.api.post('/api/garage', { ...judge, year: 2004 })).statusCode).toBe(201);
  });
});

describe('editing a car', () => {
  it('lets only the owner edit: signed out 401, another member 403, an admin 403', async () => {
    const car = await addCar();
    const change = { ...judge, year: 1970, notes: 'Numbers matching' };
    expect((await ctx.api.put(`/api/garage/${car.id}`, change)).statusCode).toBe(401);
    const refusedOther = await other.api.put(`/api/garage/${car.id}`, change);
    expect(refusedOther.statusCode).toBe(403);
    expect(message(refusedOther)).toBe('Only the owner can change this car');
    expect((await admin.api.put(`/api/garage/${car.id}`, change)).statusCode).toBe(403);
    expect((await storedCar(car.id))?.year).toBe(1969);

    const edited = await owner.api.put(`/api/garage/${car.id}`, change);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<GarageCarAnswer>()).toMatchObject({ id: car.id, year: 1970, notes: 'Numbers matching' });
    expect((await storedCar(car.id))?.notes).toBe('Numbers matching');
  });

  it("refuses a year outside the model's years on edit, and answers 404 for an unknown car", async () => {
    const car = await addCar();
    const response = await owner.api.put(`/api/garage/${car.id}`, { ...judge, modelSlug: 'firebird', year: 1966 });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(/^The Firebird was built in 1967/);
    expect((await storedCar(car.id))?.modelSlug).toBe('gto');
    expect((await owner.api.put(`/api/garage/${unknownId}`, judge)).statusCode).toBe(404);
    expect((await owner.api.put('/api/garage/not-a-uuid', judge)).statusCode).toBe(400);
  });
});

describe('photos', () => {
  it('lets only the owner upload, up to 5; the sixth is refused with the documented text', async () => {
    const car = await addCar();
    expect((await ctx.api.upload(`/api/garage/${car.id}/photos`, { bytes: await smallPng() })).statusCode).toBe(401);
    expect((await uploadPhoto(car.id, other)).statusCode).toBe(403);
    expect((await uploadPhoto(car.id, admin)).statusCode).toBe(403);

    for (let photo = 1; photo <= 5; photo += 1) {
      const response = await uploadPhoto(car.id);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<GarageCarAnswer>().photos).toHaveLength(photo);
    }
    const sixth = await uploadPhoto(car.id);
    expect(sixth.statusCode).toBe(400);
    expect(message(sixth)).toBe('Maximum 5 images allowed');
    const photos = (await storedCar(car.id))?.photos ?? [];
    expect(photos).toHaveLength(5);
    for (const url of photos) expect(existsSync(fileOf(url))).toBe(true);
  });

  it('is held to 5 photos by the database too, whoever writes the row', async () => {
    const car = await addCar();
    const six = Array.from({ length: 6 }, (_, index) => `/uploads/direct-${index}.png`);
    await expect(ctx.orm.em.fork().nativeUpdate(GarageCar, { id: car.id }, { photos: six })).rejects.toThrow(/garage_cars_photos_max/);
    expect((await storedCar(car.id))?.photos).toEqual([]);
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const car = await addCar();
    const response = await uploadPhoto(car.id, owner, Buffer.from('GIF89a but not really an image'));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Please select an image file');
    expect((await storedCar(car.id))?.photos).toEqual([]);
    expect((await uploadPhoto(unknownId)).statusCode).toBe(404);
  });

  it('removes a photo by position or by id (owner, or an admin, logged); others are refused', async () => {
    const car = await addCar();
    await uploadPhoto(car.id);
    await uploadPhoto(car.id);
    const [first, second] = (await storedCar(car.id))?.photos ?? [];
    if (!first || !second) throw new Error('expected two photos');

    expect((await ctx.api.delete(`/api/garage/${car.id}/photos/0`)).statusCode).toBe(401);
    expect((await other.api.delete(`/api/garage/${car.id}/photos/0`)).statusCode).toBe(403);
    expect((await owner.api.delete(`/api/garage/${car.id}/photos/7`)).statusCode).toBe(404);

    const byIndex = await owner.api.delete(`/api/garage/${car.id}/photos/0`);
    expect(byIndex.statusCode).toBe(200);
    expect(byIndex.json<GarageCarAnswer>().photos).toEqual([second]);
    expect(existsSync(fileOf(first))).toBe(false);

    const photoId = path.basename(second).replace(/\.\w+$/, '');
    const byAdmin = await admin.api.delete(`/api/garage/${car.id}/photos/${photoId}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<GarageCarAnswer>().photos).toEqual([]);
    expect(existsSync(fileOf(second))).toBe(false);
    expect(await ctx.orm.em.fork().count(AdminLog, { action: 'garage.photo.delete', targetId: car.id })).toBe(1);
  });
});

describe('deleting a car', () => {
  it('refuses signed-out callers and other members; the owner deletes it with its photo files', async () => {
    const car = await addCar();
    await uploadPhoto(car.id);
    await uploadPhoto(car.id);
    const photos = (await storedCar(car.id))?.photos ?? [];

    expect((await ctx.api.delete(`/api/garage/${car.id}`)).statusCode).toBe(401);
    expect((await other.api.delete(`/api/garage/${car.id}`)).statusCode).toBe(403);
    expect(await storedCar(car.id)).not.toBeNull();

    expect((await owner.api.delete(`/api/garage/${car.id}`)).statusCode).toBe(204);
    expect(await storedCar(car.id)).toBeNull();
    expect(photos).toHaveLength(2);
    for (const url of photos) expect(existsSync(fileOf(url))).toBe(false);
    expect((await ctx.api.get(`/api/users/${owner.id}/garage`)).json<GarageCarAnswer[]>().map((listed) => listed.id)).not.toContain(car.id);
    expect((await owner.api.delete(`/api/garage/${car.id}`)).statusCode).toBe(404);
  });

  it("lets an admin remove a member's car, logged as moderation", async () => {
    const car = await addCar(other);
    expect((await admin.api.delete(`/api/garage/${car.id}`)).statusCode).toBe(204);
    expect(await storedCar(car.id)).toBeNull();
    expect(await ctx.orm.em.fork().count(AdminLog, { action: 'garage.car.delete', targetId: car.id })).toBe(1);
  });
});
