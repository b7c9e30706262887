import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameEngineNames } from '../../shared/catalogue/engine-names';
import { yearsByModel } from '../seeders/data/catalogue/index';
import { createTestApp, type TestContext } from '../test/test-app';
import { Valuation } from '../valuations/valuation.entity';
import { Model } from './model.entity';
import { ModelYear } from './model-year.entity';
import { Trim } from './trim.entity';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const em = ctx.orm.em.fork();
  const model = em.create(Model, { slug: 'test-special', name: 'Test Special', firstYear: 1970, lastYear: 1972, bodyStyles: ['coupe'] });
  const year = em.create(ModelYear, {
    model,
    year: 1970,
    overview: 'A year to test with.',
    changes: ['New grille', 'New engine'],
    productionNumbers: 1234,
    sources: [{ title: 'Test source', url: 'https://example.com/source' }],
  });
  em.create(ModelYear, { model, year: 1971, overview: 'The next one.', sources: [{ title: 'S', url: 'https://example.com/s' }] });
  em.create(Trim, {
    year,
    name: 'Formula 400',
    slug: 'formula-400',
    engineOptions: ['400 V8 4-bbl'],
    transmissionOptions: ['4-speed manual'],
    specs: {
      engines: [{ name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 330, torque: 430 }],
      transmissions: ['4-speed manual'],
      dimensions: { wheelbaseIn: 108 },
    },
    issues: [{ title: 'Rust', description: 'Check the rear quarters.' }],
    tips: [{ title: 'Decode first', description: 'Check the VIN and the cowl tag.' }],
    sources: [{ title: 'Trim source', url: 'https://example.com/trim' }],
  });
  em.create(Valuation, {
    modelSlug: 'test-special',
    year: 1970,
    trim: 'Formula 400',
    excellentValue: 60000,
    goodValue: 40000,
    fairValue: 25000,
    poorValue: 12000,
    lastUpdated: '2026-11-01',
    source: 'Test figures',
    asOf: '2026-11-01',
  });
  em.create(Valuation, {
    modelSlug: 'test-special',
    year: 1971,
    trim: 'Formula 400',
    excellentValue: 50000,
    goodValue: 30000,
    fairValue: 20000,
    poorValue: 10000,
    lastUpdated: '2026-11-01',
    source: 'Test figures',
    asOf: '2026-11-01',
  });
  await em.flush();
});
afterAll(() => ctx.close());

describe('GET /api/models', () => {
  it('lists the seeded catalogue in the documented model shape', async () => {
    const response = await ctx.api.get('/api/models');
    expect(response.statusCode).toBe(200);
    const models = response.json<Array<Record<string, unknown>>>();
    expect(models.length).toBeGreaterThanOrEqual(7);
    const gto = models.find((model) => model.slug === 'gto');
    expect(gto).toMatchObject({ name: 'GTO', firstYear: 1964, lastYear: 1974, featured: true });
    expect(gto).toHaveProperty('description');
    expect(gto).toHaveProperty('heroImage');
    // Featured models come first, as the home page shows the first four.
    expect(models.slice(0, 4).every((model) => model.featured)).toBe(true);
  });

  it('is sent in ASCII bytes, its "½" escaped, and reads back with it (a client decodes pure ASCII far faster)', async () => {
    const response = await ctx.api.get('/api/models');
    expect(response.rawPayload.every((byte) => byte < 0x80)).toBe(true);
    expect(response.body).toContain('1970\\u00bd');
    const firebird = response.json<Array<{ slug: string; description: string }>>().find((model) => model.slug === 'firebird');
    expect(firebird?.description).toContain('launched as a 1970½ model');
  });
});

describe('GET /api/models/{slug}', () => {
  it('gives the model with its years, engines and market values from the value guide', async () => {
    const response = await ctx.api.get('/api/models/test-special');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'test-special',
      years: [1970, 1971],
      engines: ['400 V8 4-bbl'],
      transmissions: ['4-speed manual'],
      bodyStyles: ['coupe'],
      market: { lowest: 10000, highest: 60000, average: 35000, valuationCount: 2 },
    });
  });

  it('lists each engine of every seeded model once, never again under another note', async () => {
    const models = (await ctx.api.get('/api/models')).json<{ slug: string }[]>();
    const withEngines: string[] = [];
    for (const { slug } of models) {
      const response = await ctx.api.get(`/api/models/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      const { engines } = response.json<{ engines: string[] }>();
      if (engines.length > 0) withEngines.push(slug);
      expect(new Set(engines).size, slug).toBe(engines.length);
      expect(sameEngineNames(engines), slug).toEqual([]);
    }
    // The models with sourced years and trims are all checked, not skipped for want of engines.
    expect(withEngines).toEqual(expect.arrayContaining(Object.keys(yearsByModel)));
  });

  it('answers 404 with a message for an unknown model', async () => {
    const response = await ctx.api.get('/api/models/no-such-car');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The model "no-such-car" could not be found.' });
  });
});

describe('years and trims', () => {
  it('lists the years of a model with their trim counts', async () => {
    const response = await ctx.api.get('/api/models/test-special/years');
    expect(response.json()).toEqual([
      { year: 1970, overview: 'A year to test with.', productionNumbers: 1234, trimCount: 1 },
      { year: 1971, overview: 'The next one.', productionNumbers: null, trimCount: 0 },
    ]);
  });

  it('gives a year with its changes, sources and trims', async () => {
    const response = await ctx.api.get('/api/models/test-special/years/1970');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      model: { slug: 'test-special', name: 'Test Special' },
      year: 1970,
      changes: ['New grille', 'New engine'],
      productionNumbers: 1234,
      sources: [{ title: 'Test source', url: 'https://example.com/source' }],
      trims: [{ slug: 'formula-400', name: 'Formula 400', engineOptions: ['400 V8 4-bbl'] }],
    });
  });

  it('gives a trim by the slug of its name', async () => {
    const response = await ctx.api.get('/api/models/test-special/years/1970/trims/formula-400');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Formula 400',
      specs: { engines: [{ horsepower: 330, torque: 430 }], dimensions: { wheelbaseIn: 108 } },
      issues: [{ title: 'Rust' }],
      tips: [{ title: 'Decode first' }],
      sources: [{ title: 'Trim source' }],
    });
  });

  it("names a missing year by the model's name, and a missing model by what was asked", async () => {
    const missingYear = await ctx.api.get('/api/models/test-special/years/1979');
    expect(missingYear.statusCode).toBe(404);
    expect(missingYear.json()).toEqual({ message: 'No 1979 page for the Test Special.' });

    const missingModel = await ctx.api.get('/api/models/no-such-car/years/1970');
    expect(missingModel.statusCode).toBe(404);
    expect(missingModel.json()).toEqual({ message: 'The model "no-such-car" could not be found.' });
  });

  it.each([
    ['/api/models/test-special/years/1980', 404],
    ['/api/models/no-such-car/years', 404],
    ['/api/models/no-such-car/years/1970', 404],
    ['/api/models/test-special/years/1970/trims/no-such-trim', 404],
    ['/api/models/test-special/years/1971/trims/formula-400', 404],
    ['/api/models/test-special/years/nineteen-seventy', 400],
    ['/api/models/test-special/years/3000', 400],
  ])('%s answers %i with a message', async (url, status) => {
    const response = await ctx.api.get(url);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json<{ message: string }>().message).toBe('string');
  });
});
