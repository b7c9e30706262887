import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { Valuation } from './valuation.entity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const em = ctx.orm.em.fork();
  await em.nativeDelete(Valuation, {});
  em.create(Valuation, {
    modelSlug: 'gto',
    year: 1967,
    trim: 'GTO',
    excellentValue: 90000,
    goodValue: 60000,
    fairValue: 38000,
    poorValue: 20000,
    notes: '4-speed cars bring more.',
    lastUpdated: '2026-11-01',
  });
  em.create(Valuation, {
    modelSlug: 'fiero',
    year: 1988,
    trim: 'GT',
    excellentValue: 25000,
    goodValue: 16000,
    fairValue: 9000,
    poorValue: 4500,
    lastUpdated: '2026-10-15',
  });
  await em.flush();
});
afterAll(() => ctx.close());

describe('GET /api/valuations', () => {
  it('lists every valuation in the SPEC shape, whole dollars and a calendar date', async () => {
    const response = await ctx.api.get('/api/valuations');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        modelSlug: 'fiero',
        year: 1988,
        trim: 'GT',
        excellentValue: 25000,
        goodValue: 16000,
        fairValue: 9000,
        poorValue: 4500,
        notes: null,
        lastUpdated: '2026-10-15',
      },
      {
        modelSlug: 'gto',
        year: 1967,
        trim: 'GTO',
        excellentValue: 90000,
        goodValue: 60000,
        fairValue: 38000,
        poorValue: 20000,
        notes: '4-speed cars bring more.',
        lastUpdated: '2026-11-01',
      },
    ]);
  });
});
