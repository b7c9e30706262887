import { describe, expect, it } from 'vitest';
import { yearContentSchema } from '../../shared/catalogue/reference-schemas';
import { modelInputSchema } from '../../shared/catalogue/schemas';
import { slugify } from '../../shared/catalogue/slug';
import { valuationContentSchema } from '../../shared/catalogue/valuation-schemas';
import { yearsByModel } from './data/catalogue/index';
import { modelSeeds } from './data/models';
import { valuationSeeds } from './data/valuations/index';

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('seeded catalogue data', () => {
  it('carries at least 25 valid models within 1958-1989, four of them featured', () => {
    expect(modelSeeds.length).toBeGreaterThanOrEqual(25);
    const models = modelSeeds.map((seed) => modelInputSchema.parse(seed));
    expect(new Set(models.map((model) => model.slug)).size).toBe(models.length);
    for (const model of models) {
      expect(model.firstYear, model.slug).toBeGreaterThanOrEqual(1958);
      expect(model.lastYear, model.slug).toBeLessThanOrEqual(1989);
      expect(model.description, model.slug).toBeTruthy();
      expect(model.bodyStyles.length, model.slug).toBeGreaterThan(0);
    }
    expect(models.filter((model) => model.featured).length).toBeGreaterThanOrEqual(4);
    expect(models.map((model) => model.slug)).toContain('2-plus-2');
  });

  it.each([
    ['gto', 1964, 1974],
    ['firebird', 1967, 1989],
    ['trans-am', 1969, 1989],
    ['bonneville', 1958, 1989],
    ['grand-prix', 1962, 1989],
    ['fiero', 1984, 1988],
  ])('has every model year of %s (%i-%i), each sourced, with sourced trims', (slug, first, last) => {
    const years = (yearsByModel[slug] ?? []).map((year) => yearContentSchema.parse(year));
    expect(years.map((year) => year.year)).toEqual(range(first, last));
    for (const year of years) {
      expect(year.sources.length, `${slug} ${year.year}`).toBeGreaterThan(0);
      expect(year.trims.length, `${slug} ${year.year} trims`).toBeGreaterThan(0);
      const trimSlugs = year.trims.map((trim) => slugify(trim.name));
      expect(new Set(trimSlugs).size, `${slug} ${year.year} trim slugs`).toBe(trimSlugs.length);
    }
  });

  it('every year file belongs to a seeded model and stays within its years', () => {
    for (const [slug, years] of Object.entries(yearsByModel)) {
      const model = modelSeeds.find((seed) => seed.slug === slug);
      expect(model, slug).toBeDefined();
      for (const year of years) {
        expect(year.year).toBeGreaterThanOrEqual(model?.firstYear ?? 0);
        expect(year.year).toBeLessThanOrEqual(model?.lastYear ?? 0);
      }
    }
  });

  it("every valuation is valid, within its model's years, and names a seeded trim where the year has trims", () => {
    for (const content of valuationSeeds) {
      const valuation = valuationContentSchema.parse(content);
      const label = `${valuation.modelSlug} ${valuation.year} ${valuation.trim}`;
      const model = modelSeeds.find((seed) => seed.slug === valuation.modelSlug);
      expect(model, label).toBeDefined();
      expect(valuation.year, label).toBeGreaterThanOrEqual(model?.firstYear ?? Infinity);
      expect(valuation.year, label).toBeLessThanOrEqual(model?.lastYear ?? -Infinity);
      const trims = yearsByModel[valuation.modelSlug]?.find((entry) => entry.year === valuation.year)?.trims;
      if (trims?.length)
        expect(
          trims.map((trim) => trim.name),
          label,
        ).toContain(valuation.trim);
    }
  });

  it('values every model, each model-year-trim once, the generation estimates saying what they rest on', () => {
    const valued = new Set(valuationSeeds.map((row) => row.modelSlug));
    expect(modelSeeds.filter((model) => !valued.has(model.slug)).map((model) => model.slug)).toEqual([]);
    const keys = valuationSeeds.map((row) => `${row.modelSlug} ${row.year} ${row.trim}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of valuationSeeds) expect(row.notes, `${row.modelSlug} ${row.year}`).toBeTruthy();
  });
});
