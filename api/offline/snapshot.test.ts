import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineSnapshotSchema, type OfflineSnapshot } from '../../shared/offline/schemas';
import { acceptSnapshotFormat } from '../../shared/offline/snapshot-format';
import { SNAPSHOT_FORMAT } from '../../shared/offline/snapshot-version';
import { valueEvidenceTexts } from '../../shared/valuations/texts';
import { newMember } from '../community/community-fixture';
import { signInAsAdmin } from '../test/http';
import { smallPng } from '../test/multipart';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
const URL = '/api/offline/snapshot';
/** The snapshot, revalidated against an ETag the client holds. */
const revalidate = (etag: string) => ctx.api.get(URL, { headers: { 'if-none-match': etag } });
const parse = (body: string): OfflineSnapshot => offlineSnapshotSchema.parse(JSON.parse(body));

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/offline/snapshot', () => {
  it('gives the whole mirror with a strong ETag', async () => {
    const response = await ctx.api.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const snapshot = parse(response.body);
    // What the service worker checks before it keeps the rows (shared/offline/snapshot-format.ts).
    expect(acceptSnapshotFormat(JSON.parse(response.body)).format).toBe(SNAPSHOT_FORMAT);
    expect(snapshot.since).toBeNull();
    expect(snapshot.ids).toBeNull();
    for (const list of [snapshot.models, snapshot.years, snapshot.trims, snapshot.valuations, snapshot.diyVideos, snapshot.communities]) {
      expect(list.length).toBeGreaterThan(0);
    }
    const gto1967 = snapshot.years.find((year) => year.model.slug === 'gto' && year.year === 1967);
    expect(gto1967?.trims.map((trim) => trim.slug)).toContain('gto');
    expect(snapshot.trims.find((trim) => trim.model.slug === 'gto' && trim.year === 1967 && trim.slug === 'gto')).toMatchObject({
      name: 'GTO',
    });
    // The same shapes as the live calls, so the PWA can answer them from the mirror.
    const live = await ctx.api.get('/api/models/gto/years/1967');
    expect(gto1967).toEqual(live.json());
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const { headers } = await ctx.api.get(URL);
    const etag = String(headers.etag);
    const response = await revalidate(etag);
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
    expect((await revalidate(`"other", W/${etag}`)).statusCode).toBe(304);
    expect((await revalidate('"other"')).statusCode).toBe(200);
  });

  it('changes the ETag after an admin edit, and ?since= then sends only what changed with every current key', async () => {
    const before = await ctx.api.get(URL);
    const etag = String(before.headers.etag);
    const { generatedAt } = parse(before.body);
    const gto = parse(before.body).models.find((model) => model.slug === 'gto');
    if (!gto) throw new Error('seeded GTO missing');

    const cookie = await signInAsAdmin(ctx);
    const update = await ctx.api.put(
      `/api/admin/models/${gto.id}`,
      {
        slug: gto.slug,
        name: gto.name,
        firstYear: gto.firstYear,
        lastYear: gto.lastYear,
        description: 'Edited for the offline snapshot test.',
        heroImage: gto.heroImage,
        featured: gto.featured,
        bodyStyles: gto.bodyStyles,
      },
      { cookie },
    );
    expect(update.statusCode).toBe(200);

    const after = await revalidate(etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);

    const delta = await ctx.api.get(`${URL}?since=${encodeURIComponent(generatedAt)}`);
    expect(delta.statusCode).toBe(200);
    const changes = parse(delta.body);
    expect(changes.since).toBe(generatedAt);
    expect(changes.models.map((model) => model.slug)).toEqual(['gto']);
    expect(changes.models[0]?.description).toBe('Edited for the offline snapshot test.');
    // Years and trims embed the model's name, so those of the changed model come along; nothing else does.
    expect(changes.years.every((year) => year.model.slug === 'gto')).toBe(true);
    expect(changes.trims.every((trim) => trim.model.slug === 'gto')).toBe(true);
    expect(changes.valuations).toEqual([]);
    expect(changes.diyVideos).toEqual([]);
    expect(changes.communities).toEqual([]);
    const full = parse(after.body);
    expect(changes.ids?.models.sort()).toEqual(full.models.map((model) => model.slug).sort());
    expect(changes.ids?.years).toContain('gto/1967');
    expect(changes.ids?.trims).toContain('gto/1967/gto');
    expect(changes.ids?.trims).toHaveLength(full.trims.length);
    expect(changes.ids?.valuations).toHaveLength(full.valuations.length);
    expect(changes.ids?.diyVideos).toHaveLength(full.diyVideos.length);
    expect(changes.ids?.communities).toHaveLength(full.communities.length);
    expect(changes.ids?.modelImages).toHaveLength(full.modelImages.length);
  });

  it('carries the model galleries: an uploaded image changes the ETag and comes with a full snapshot and a delta', async () => {
    const before = await ctx.api.get(URL);
    const etag = String(before.headers.etag);
    const { generatedAt, models } = parse(before.body);
    const firebird = models.find((model) => model.slug === 'firebird');
    if (!firebird) throw new Error('seeded Firebird missing');

    const cookie = await signInAsAdmin(ctx);
    const upload = await ctx.api.upload(
      `/api/admin/models/${firebird.id}/images`,
      { bytes: await smallPng() },
      {
        cookie,
        fields: { caption: 'Snapshot gallery check' },
      },
    );
    expect(upload.statusCode).toBe(201);
    const image = upload.json<{ id: string }>();

    const after = await revalidate(etag);
    expect(after.statusCode).toBe(200);
    const full = parse(after.body);
    const live = (await ctx.api.get(`/api/models/${firebird.id}/images`))
      .json<Array<{ id: string; imageUrl: string }>>()
      .find((row) => row.id === image.id);
    // The same shape as the live gallery call, plus the model's id for the mirror's index.
    const expected = { modelId: firebird.id, ...live };
    expect(full.modelImages).toContainEqual(expected);
    expect(expected).toMatchObject({ id: image.id, caption: 'Snapshot gallery check' });
    expect(live?.imageUrl).toMatch(/^\/uploads\//);

    const delta = parse((await ctx.api.get(`${URL}?since=${encodeURIComponent(generatedAt)}`)).body);
    expect(delta.modelImages).toContainEqual(expected);
    expect(delta.ids?.modelImages).toContain(image.id);
  });

  it("carries the value guide's sources, as-of dates and history: an admin's change reaches the next delta with it", async () => {
    const before = await ctx.api.get(URL);
    const { generatedAt, valuations } = parse(before.body);
    // The seeded rows say honestly what they are, and from when.
    for (const row of valuations)
      expect(row).toMatchObject({ source: valueEvidenceTexts.seededSource, asOf: row.lastUpdated, history: [] });
    const judge = valuations.find((row) => row.modelSlug === 'gto' && row.year === 1969 && row.trim === 'GTO Judge');
    if (!judge) throw new Error('seeded 1969 GTO Judge row missing');

    const cookie = await signInAsAdmin(ctx);
    const figures = {
      excellentValue: 150000,
      goodValue: 100000,
      fairValue: 70000,
      poorValue: 45000,
      source: 'Auction results, spring 2026',
    };
    const update = await ctx.api.put(`/api/admin/valuations/${judge.id}`, { ...figures, asOf: '2026-05-01' }, { cookie });
    expect(update.statusCode, update.body).toBe(200);

    expect((await revalidate(String(before.headers.etag))).statusCode).toBe(200);
    const delta = parse((await ctx.api.get(`${URL}?since=${encodeURIComponent(generatedAt)}`)).body);
    const { excellentValue, goodValue, fairValue, poorValue, source, asOf } = judge;
    expect(delta.valuations).toHaveLength(1);
    const [changed] = delta.valuations;
    expect(changed?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect({ ...changed, lastUpdated: judge.lastUpdated }).toEqual({
      ...judge,
      ...figures,
      asOf: '2026-05-01',
      history: [{ excellentValue, goodValue, fairValue, poorValue, source, asOf }],
    });
    // The same row as the live guide gives.
    expect((await ctx.api.get('/api/valuations')).json()).toContainEqual(changed);
    expect(delta.ids?.valuations).toHaveLength(valuations.length);
  });

  it('carries every approved sale, with a delta too, and its ETag moves when one is approved', async () => {
    const admin = await newMember(ctx, { name: 'Snapshot Reviewer', role: 'admin' });
    const member = await newMember(ctx, { name: 'Sue Snapshot' });
    const report = (place: string) => ({
      id: randomUUID(),
      modelSlug: 'lemans',
      year: 1970,
      trim: 'LeMans',
      priceUsd: 18_500,
      soldOn: '2026-10-20',
      condition: 3,
      venue: 'private',
      place,
      listingUrl: null,
      vin: null,
      note: 'Kept with the review',
    });
    const approved = report('Approved place');
    const waiting = report('Waiting place');
    for (const sale of [approved, waiting]) expect((await member.api.post('/api/sales', sale)).statusCode).toBe(201);
    const before = await ctx.api.get(URL);
    const { generatedAt } = parse(before.body);
    expect((await admin.api.post(`/api/admin/sales/${approved.id}/approve`)).statusCode).toBe(200);

    expect((await revalidate(String(before.headers.etag))).statusCode).toBe(200);
    const full = parse((await ctx.api.get(URL)).body);
    const delta = parse((await ctx.api.get(`${URL}?since=${encodeURIComponent(generatedAt)}`)).body);
    for (const snapshot of [full, delta]) {
      const ids = snapshot.sales.map((sale) => sale.id);
      expect(ids).toContain(approved.id);
      expect(ids).not.toContain(waiting.id);
    }
    // The same as everyone reads live, without what stays with the review.
    const live = (await ctx.api.get('/api/sales')).json<{ items: unknown[] }>().items;
    expect(full.sales).toEqual(live);
    expect(JSON.stringify(full.sales)).not.toContain('Kept with the review');
  });

  it('rejects a since that is not a timestamp', async () => {
    const response = await ctx.api.get(`${URL}?since=yesterday`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('since');
  });
});
