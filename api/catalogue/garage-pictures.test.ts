import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail, ModelImage, ModelPicture, ModelSummary } from '../../shared/catalogue/responses';
import { offlineSnapshotSchema } from '../../shared/offline/schemas';
import type { SearchResults } from '../../shared/search/schemas';
import type { GarageCar } from '../../shared/users/profile';
import { newMember, type Member } from '../community/community-fixture';
import type { Requester } from '../test/http';
import { smallPng } from '../test/multipart';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';

let ctx: TestContext;
let admin: Member;
let second: Awaited<ReturnType<TestContext['anotherServer']>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newMember(ctx, { name: 'Pictures Admin', role: 'admin' });
  second = await ctx.anotherServer();
  // Both servers keep their answers from here on, so a stale picture would show.
  await untilCachesListen(ctx.app, second.app);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

let models = 0;
/** A fresh model with a name no seeded model shares (so the search finds it alone), and no picture of its own. */
async function createModel(): Promise<ModelSummary> {
  const index = ++models;
  const response = await admin.api.post('/api/admin/models', {
    slug: `garaged-${index}`,
    name: `Quillback ${index}`,
    firstYear: 1964,
    lastYear: 1974,
    description: 'A model for the garage picture tests.',
    heroImage: null,
    featured: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ModelSummary>();
}

async function addCarWithPhoto(member: Member, modelSlug: string) {
  const created = await member.api.post('/api/garage', { modelSlug, year: 1968 });
  expect(created.statusCode, created.body).toBe(201);
  return addPhoto(member, created.json<GarageCar>().id);
}

async function addPhoto(member: Member, carId: string) {
  const response = await member.api.upload(`/api/garage/${carId}/photos`, { bytes: await smallPng() });
  expect(response.statusCode, response.body).toBe(201);
  const car = response.json<GarageCar>();
  return { car, photo: car.photos.at(-1) ?? '' };
}

/** The member offers the photo for its model's page and the admin approves it. */
async function approved(member: Member, carId: string, photo: string) {
  const offered = await member.api.post(`/api/garage/${carId}/photo-offers`, { photoUrl: photo });
  expect(offered.statusCode, offered.body).toBe(201);
  const approval = await admin.api.post(`/api/admin/pictures/${offered.json<{ id: string }>().id}/approve`);
  expect(approval.statusCode, approval.body).toBe(200);
}

/** A car with a photo its owner offered and an admin approved. */
async function addCarWithApprovedPhoto(member: Member, modelSlug: string) {
  const added = await addCarWithPhoto(member, modelSlug);
  await approved(member, added.car.id, added.photo);
  return added;
}

const usernameOf = async (member: Member) => (await ctx.orm.em.fork().findOneOrFail(User, { id: member.id })).username;

/** A garage photo as the model's picture, credited to its owner. */
const garagePicture = (photo: string, username: string, name: string): ModelPicture => ({
  headerImage: photo,
  headerImageMedium: null,
  cardImage: photo,
  pictureCredit: { username, name },
});
const NO_PICTURE: ModelPicture = { headerImage: null, headerImageMedium: null, cardImage: null, pictureCredit: null };
const pictureOf = ({ headerImage, headerImageMedium, cardImage, pictureCredit }: ModelPicture): ModelPicture => ({
  headerImage,
  headerImageMedium,
  cardImage,
  pictureCredit,
});

/** The model's picture in every answer that carries it: the list, the model page, the offline snapshot and search. */
async function picturesEverywhere(model: ModelSummary, api: Requester = ctx.api) {
  const list = (await api.get('/api/models')).json<ModelSummary[]>().find((row) => row.id === model.id);
  const detail = (await api.get(`/api/models/${model.slug}`)).json<ModelDetail>();
  const snapshot = offlineSnapshotSchema.parse((await api.get('/api/offline/snapshot')).json());
  const inSnapshot = snapshot.models.find((row) => row.id === model.id);
  const found = (await api.get(`/api/search?q=${encodeURIComponent(model.name)}`)).json<SearchResults>().models[0];
  if (!list || !inSnapshot || found?.slug !== model.slug) throw new Error('the model is missing from an answer');
  return { list: pictureOf(list), detail: pictureOf(detail), snapshot: pictureOf(inSnapshot), searchCard: found.cardImage };
}
const everywhere = (picture: ModelPicture) => ({ list: picture, detail: picture, snapshot: picture, searchCard: picture.cardImage });

describe("a model's garage picture", () => {
  it('is the newest approved garage photo of the model, credited to its owner, on every server; one nobody approved never shows', async () => {
    const model = await createModel();
    expect(await picturesEverywhere(model)).toEqual(everywhere(NO_PICTURE));
    const [ann, bob] = await Promise.all([newMember(ctx, { name: 'Ann Garage' }), newMember(ctx, { name: 'Bob Garage' })]);
    const [annName, bobName] = [await usernameOf(ann), await usernameOf(bob)];

    // Uploaded, even offered, a photo is nobody's picture of the model until an admin approves it.
    const annCar = await addCarWithPhoto(ann, model.slug);
    expect(await picturesEverywhere(model)).toEqual(everywhere(NO_PICTURE));
    await approved(ann, annCar.car.id, annCar.photo);
    expect(await picturesEverywhere(model)).toEqual(everywhere(garagePicture(annCar.photo, annName, 'Ann Garage')));
    const bobCar = await addCarWithApprovedPhoto(bob, model.slug);
    expect(await picturesEverywhere(model)).toEqual(everywhere(garagePicture(bobCar.photo, bobName, 'Bob Garage')));
    await expect
      .poll(async () => (await picturesEverywhere(model, second.api)).list, { timeout: 5_000 })
      .toEqual(garagePicture(bobCar.photo, bobName, 'Bob Garage'));

    // A photo added to an older car, approved, is the newest approved photo.
    const annSecond = await addPhoto(ann, annCar.car.id);
    expect(await picturesEverywhere(model)).toEqual(everywhere(garagePicture(bobCar.photo, bobName, 'Bob Garage')));
    await approved(ann, annCar.car.id, annSecond.photo);
    expect(await picturesEverywhere(model)).toEqual(everywhere(garagePicture(annSecond.photo, annName, 'Ann Garage')));
    await expect
      .poll(async () => (await picturesEverywhere(model, second.api)).list, { timeout: 5_000 })
      .toEqual(garagePicture(annSecond.photo, annName, 'Ann Garage'));

    // Removed from its car, the approved photo before it stands in; the owner's new name is credited.
    expect((await ann.api.delete(`/api/garage/${annCar.car.id}/photos/1`)).statusCode).toBe(200);
    expect((await bob.api.put('/api/users/me', { name: 'Bob Renamed' })).statusCode).toBe(200);
    expect(await picturesEverywhere(model)).toEqual(everywhere(garagePicture(bobCar.photo, bobName, 'Bob Renamed')));
  });

  it("gives way to the admin's featured image, which is not credited", async () => {
    const model = await createModel();
    const owner = await newMember(ctx, { name: 'Featured Loser' });
    await addCarWithApprovedPhoto(owner, model.slug);
    const upload = await admin.api.upload(`/api/admin/models/${model.id}/images`, { bytes: await smallPng() });
    expect(upload.statusCode, upload.body).toBe(201);
    const image = upload.json<ModelImage>();
    const pictures = await picturesEverywhere(model);
    expect(pictures.list).toMatchObject({ headerImage: image.imageUrl, pictureCredit: null });
    expect(pictures.list.cardImage).toMatch(/-card\.webp$/);
    expect(pictures).toEqual(everywhere(pictures.list));
  });

  it("leaves blocked members' photos out, and goes with a deleted car or one moved to another model", async () => {
    const [model, otherModel] = [await createModel(), await createModel()];
    const [kept, blocked] = [await newMember(ctx, { name: 'Kept Photo' }), await newMember(ctx, { name: 'Blocked Photo' })];
    const keptCar = await addCarWithApprovedPhoto(kept, model.slug);
    const blockedCar = await addCarWithApprovedPhoto(blocked, model.slug);
    expect((await picturesEverywhere(model)).list.headerImage).toBe(blockedCar.photo);

    expect((await admin.api.post(`/api/admin/users/${blocked.id}/block`)).statusCode).toBe(200);
    const keptPicture = garagePicture(keptCar.photo, await usernameOf(kept), 'Kept Photo');
    expect(await picturesEverywhere(model)).toEqual(everywhere(keptPicture));
    await expect.poll(async () => (await picturesEverywhere(model, second.api)).list, { timeout: 5_000 }).toEqual(keptPicture);

    // Moved to another model, the car's approved photo leaves this model and is not the other's until approved there.
    const moved = await kept.api.put(`/api/garage/${keptCar.car.id}`, { modelSlug: otherModel.slug, year: 1968 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await picturesEverywhere(model)).toEqual(everywhere(NO_PICTURE));
    expect(await picturesEverywhere(otherModel)).toEqual(everywhere(NO_PICTURE));
    const movedBack = await kept.api.put(`/api/garage/${keptCar.car.id}`, { modelSlug: model.slug, year: 1968 });
    expect(movedBack.statusCode, movedBack.body).toBe(200);
    expect(await picturesEverywhere(model)).toEqual(everywhere(keptPicture));

    expect((await kept.api.delete(`/api/garage/${keptCar.car.id}`)).statusCode).toBe(204);
    expect(await picturesEverywhere(model)).toEqual(everywhere(NO_PICTURE));
  });

  it('reaches a delta of the offline snapshot, so a mirror that holds the model gets its new picture', async () => {
    const model = await createModel();
    const owner = await newMember(ctx, { name: 'Delta Owner' });
    const before = await ctx.api.get('/api/offline/snapshot');
    const { generatedAt } = offlineSnapshotSchema.parse(before.json());
    const { car, photo } = await addCarWithApprovedPhoto(owner, model.slug);

    const revalidated = await ctx.api.get('/api/offline/snapshot', { headers: { 'if-none-match': String(before.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    const since = (from: string) => ctx.api.get(`/api/offline/snapshot?since=${encodeURIComponent(from)}`);
    const delta = offlineSnapshotSchema.parse((await since(generatedAt)).json());
    expect(delta.models.find((row) => row.id === model.id)).toMatchObject(garagePicture(photo, await usernameOf(owner), 'Delta Owner'));

    const afterUpload = offlineSnapshotSchema.parse(revalidated.json());
    expect((await owner.api.delete(`/api/garage/${car.id}/photos/0`)).statusCode).toBe(200);
    const afterDelete = offlineSnapshotSchema.parse((await since(afterUpload.generatedAt)).json());
    expect(afterDelete.models.find((row) => row.id === model.id)).toMatchObject(NO_PICTURE);
  });
});
