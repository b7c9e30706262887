import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Model } from '../catalogue/model.entity';
import { Community } from '../community/community.entity';
import { createTestApp, type TestContext } from '../test/test-app';
import { communitySeeds } from './data/communities';
import { modelSeeds } from './data/models';
import { modelListSchema } from '../../shared/catalogue/responses';
import { valuationModelSlugs } from '../../shared/valuations/guide';
import { valuationListSchema } from '../../shared/valuations/schemas';
import { seedReferenceData } from './run';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function counts() {
  const em = ctx.orm.em.fork();
  return { communities: await em.count(Community), models: await em.count(Model) };
}

describe('seedReferenceData', () => {
  it('seeds every community and model once, however often it runs', async () => {
    // The hand-written communities, plus one per model that has none of its own.
    const communitySlugs = new Set([...communitySeeds, ...modelSeeds].map((seed) => seed.slug));
    const expected = { communities: communitySlugs.size, models: modelSeeds.length };
    // The template database was seeded by the global setup already.
    expect(await counts()).toEqual(expected);
    await seedReferenceData(ctx.orm);
    await seedReferenceData(ctx.orm);
    expect(await counts()).toEqual(expected);

    const em = ctx.orm.em.fork();
    const slugs = (await em.find(Model, {}, { orderBy: { slug: 'asc' } })).map((model) => model.slug);
    expect(slugs).toEqual(expect.arrayContaining(['gto', 'firebird', 'trans-am', 'bonneville', 'grand-prix', 'fiero', '2-plus-2']));
    expect(await em.count(Model, { featured: true })).toBe(4);
  });

  it('gives every model a community under its slug, keeping hand-written ones', async () => {
    const em = ctx.orm.em.fork();
    const communities = new Map((await em.find(Community, {})).map((community) => [community.slug, community]));
    for (const model of modelSeeds) expect(communities.has(model.slug), model.slug).toBe(true);
    expect(communities.get('gto')?.description).toBe(communitySeeds.find((seed) => seed.slug === 'gto')?.description);
    const tempest = modelSeeds.find((model) => model.slug === 'tempest');
    expect(communities.get('tempest')).toMatchObject({
      name: tempest?.name,
      description: 'Owners and fans of the Pontiac Tempest: ownership, buying advice, parts and restoration.',
    });
  });

  it('keeps an admin-edited model description on re-run', async () => {
    const em = ctx.orm.em.fork();
    const gto = await em.findOneOrFail(Model, { slug: 'gto' });
    gto.description = 'Edited by an admin';
    await em.flush();

    await seedReferenceData(ctx.orm);

    const reloaded = await ctx.orm.em.fork().findOneOrFail(Model, { slug: 'gto' });
    expect(reloaded.description).toBe('Edited by an admin');
  });

  it("values every catalogue model: the value guide offers each with its four tiers, in the model's years", async () => {
    const models = modelListSchema.parse((await ctx.api.get('/api/models')).json());
    const valuations = valuationListSchema.parse((await ctx.api.get('/api/valuations')).json());
    expect(models).toHaveLength(modelSeeds.length);
    expect(valuationModelSlugs(valuations)).toEqual(models.map((model) => model.slug).sort());
    const catalina = valuations.filter((row) => row.modelSlug === 'catalina');
    expect(catalina.map((row) => row.year)).toEqual(expect.arrayContaining([1959, 1965, 1981]));
    for (const row of valuations) {
      const model = models.find((item) => item.slug === row.modelSlug);
      expect(row.year).toBeGreaterThanOrEqual(model?.firstYear ?? Infinity);
      expect(row.year).toBeLessThanOrEqual(model?.lastYear ?? -Infinity);
      expect(row.excellentValue).toBeGreaterThanOrEqual(row.goodValue);
      expect(row.fairValue).toBeGreaterThanOrEqual(row.poorValue);
      expect(row.source).toBeTruthy();
    }
  });
});
