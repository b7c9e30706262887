import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { Valuation } from './valuation.entity';

let ctx: TestContext;
const ids = { gto: '', fiero: '' };
beforeAll(async () => {
  ctx = await createTestApp();
  const em = ctx.orm.em.fork();
  await em.nativeDelete(Valuation, {});
  const gto = em.create(Valuation, {
    modelSlug: 'gto',
    year: 1967,
    trim: 'GTO',
    excellentValue: 90000,
    goodValue: 60000,
    fairValue: 38000,
    poorValue: 20000,
    notes: '4-speed cars bring more.',
    lastUpdated: '2026-11-01',
    source: 'Auction results of 2026',
    asOf: '2026-10-20',
  });
  const fiero = em.create(Valuation, {
    modelSlug: 'fiero',
    year: 1988,
    trim: 'GT',
    excellentValue: 25000,
    goodValue: 16000,
    fairValue: 9000,
    poorValue: 4500,
    lastUpdated: '2026-10-15',
    source: 'Club price survey',
    asOf: '2026-10-15',
  });
  await em.flush();
  ids.gto = gto.id;
  ids.fiero = fiero.id;
});
afterAll(() => ctx.close());

describe('GET /api/valuations', () => {
  it('lists every valuation in the documented shape, whole dollars and calendar dates, each with its id, source and as-of date', async () => {
    const response = await ctx.api.get('/api/valuations');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: ids.fiero,
        modelSlug: 'fiero',
        year: 1988,
        trim: 'GT',
        excellentValue: 25000,
        goodValue: 16000,
        fairValue: 9000,
        poorValue: 4500,
        notes: null,
        lastUpdated: '2026-10-15',
        source: 'Club price survey',
        asOf: '2026-10-15',
        history: [],
      },
      {
        id: ids.gto,
        modelSlug: 'gto',
        year: 1967,
        trim: 'GTO',
        excellentValue: 90000,
        goodValue: 60000,
        fairValue: 38000,
        poorValue: 20000,
        notes: '4-speed cars bring more.',
        lastUpdated: '2026-11-01',
        source: 'Auction results of 2026',
        asOf: '2026-10-20',
        history: [],
      },
    ]);
  });
});
