import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../shared/catalogue/texts';
import { OWNERS_CARS_LIMIT, ownersCarListSchema, type GarageCar } from '../../shared/users/profile';
import { newMember, type Member } from '../community/community-fixture';
import { smallPng } from '../test/multipart';
import { createTestApp, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';

let ctx: TestContext;
let admin: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newMember(ctx, { name: 'Owners Admin', role: 'admin' });
});
afterAll(() => ctx.close());

let models = 0;
/** A model of its own for each test, so only that test's cars are its owners' cars. */
async function createModel() {
  const slug = `owned-${++models}`;
  const response = await admin.api.post('/api/admin/models', {
    slug,
    name: `Owned ${models}`,
    firstYear: 1964,
    lastYear: 1974,
    description: 'A model for the owners’ cars tests.',
    heroImage: null,
    featured: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return slug;
}

async function addCar(member: Member, modelSlug: string, trim: string) {
  const response = await member.api.post('/api/garage', { modelSlug, year: 1968, trim });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GarageCar>();
}

async function ownersCars(modelSlug: string) {
  const response = await ctx.api.get(`/api/models/${modelSlug}/owners-cars`);
  expect(response.statusCode, response.body).toBe(200);
  return ownersCarListSchema.parse(response.json());
}

describe('GET /api/models/{slug}/owners-cars', () => {
  it("lists members' cars of the model with their owners, cars with photos first, then the newest", async () => {
    const slug = await createModel();
    const [first, second] = await Promise.all([newMember(ctx, { name: 'First Owner' }), newMember(ctx, { name: 'Second Owner' })]);
    const oldest = await addCar(first, slug, 'Oldest');
    const pictured = await addCar(second, slug, 'Pictured');
    const newest = await addCar(first, slug, 'Newest');
    await addCar(first, 'gto', 'Another model');
    expect((await second.api.upload(`/api/garage/${pictured.id}/photos`, { bytes: await smallPng() })).statusCode).toBe(201);

    const listed = await ownersCars(slug);
    expect(listed.map((item) => item.car.trim)).toEqual(['Pictured', 'Newest', 'Oldest']);
    expect(listed[0]?.car.photos).toHaveLength(1);
    expect(listed[1]?.car).toEqual(newest);
    expect(listed[2]?.car.id).toBe(oldest.id);
    const firstOwner = await ctx.orm.em.fork().findOneOrFail(User, { id: first.id });
    expect(listed[1]?.owner).toEqual({ id: first.id, username: firstOwner.username, name: 'First Owner', avatarUrl: null });
    // Only public fields: no email, roles or password.
    expect(Object.keys(listed[1]?.owner ?? {}).sort()).toEqual(['avatarUrl', 'id', 'name', 'username']);
  });

  it("leaves blocked members' cars out", async () => {
    const slug = await createModel();
    const [kept, blocked] = await Promise.all([newMember(ctx, { name: 'Kept Owner' }), newMember(ctx, { name: 'Blocked Owner' })]);
    await addCar(kept, slug, 'Kept');
    await addCar(blocked, slug, 'Blocked');
    expect((await ownersCars(slug)).map((item) => item.car.trim).sort()).toEqual(['Blocked', 'Kept']);

    expect((await admin.api.post(`/api/admin/users/${blocked.id}/block`)).statusCode).toBe(200);
    expect((await ownersCars(slug)).map((item) => item.car.trim)).toEqual(['Kept']);
  });

  it(`gives at most ${OWNERS_CARS_LIMIT} cars`, async () => {
    const slug = await createModel();
    const owner = await newMember(ctx, { name: 'Many Cars' });
    await ctx.orm.em
      .fork()
      .execute(`insert into garage_cars (user_id, model_slug, year, trim) select ?, ?, 1970, 'Car ' || n from generate_series(1, ?) n`, [
        owner.id,
        slug,
        OWNERS_CARS_LIMIT + 3,
      ]);
    expect(await ownersCars(slug)).toHaveLength(OWNERS_CARS_LIMIT);
  });

  it('answers an empty list for a model nobody owns, and 404 for a model the catalogue does not have', async () => {
    expect(await ownersCars(await createModel())).toEqual([]);
    const missing = await ctx.api.get('/api/models/delorean/owners-cars');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(catalogueTexts.modelNotFound('delorean'));
  });
});
