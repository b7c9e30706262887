import { describe, expect, it } from 'vitest';
import type { ModelSummary } from '@shared/catalogue/responses';
import { filterModels, matchesDecade, matchesText, readFilters } from './modelFilters';

const model = (overrides: Partial<ModelSummary>): ModelSummary => ({
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'gto',
  name: 'GTO',
  description: 'The muscle car that started it all.',
  heroImage: null,
  headerImage: null,
  headerImageMedium: null,
  cardImage: null,
  pictureCredit: null,
  firstYear: 1964,
  lastYear: 1974,
  featured: true,
  bodyStyles: ['coupe', 'convertible'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('model list filters', () => {
  it('matches a decade when the production years overlap it', () => {
    const gto = model({});
    expect(matchesDecade(gto, '1960s')).toBe(true);
    expect(matchesDecade(gto, '1970s')).toBe(true);
    expect(matchesDecade(gto, '1950s')).toBe(false);
    expect(matchesDecade(gto, '1980s')).toBe(false);
    expect(matchesDecade(model({ firstYear: 1959, lastYear: 1959 }), '1950s')).toBe(true);
    expect(matchesDecade(model({ firstYear: 1980, lastYear: 1980 }), '1970s')).toBe(false);
  });

  it('searches name, slug and description, every word, ignoring case', () => {
    const transAm = model({ slug: 'trans-am', name: 'Trans Am', description: 'Shaker hood scoop' });
    expect(matchesText(transAm, 'trans')).toBe(true);
    expect(matchesText(transAm, 'TRANS-AM')).toBe(true);
    expect(matchesText(transAm, 'shaker scoop')).toBe(true);
    expect(matchesText(transAm, 'shaker judge')).toBe(false);
    expect(matchesText(model({ description: null }), '  ')).toBe(true);
  });

  it('combines text, decade and body style', () => {
    const models = [
      model({}),
      model({ slug: 'fiero', name: 'Fiero', firstYear: 1984, lastYear: 1988, bodyStyles: ['coupe'], description: null }),
      model({ slug: 'safari', name: 'Safari', firstYear: 1955, lastYear: 1989, bodyStyles: ['wagon'] }),
    ];
    const slugs = (params: string) => filterModels(models, readFilters(new URLSearchParams(params))).map((m) => m.slug);
    expect(slugs('decade=1980s')).toEqual(['fiero', 'safari']);
    expect(slugs('decade=1980s&body=coupe')).toEqual(['fiero']);
    expect(slugs('body=convertible&q=gto')).toEqual(['gto']);
    expect(slugs('decade=1990s&body=truck')).toEqual(['gto', 'fiero', 'safari']);
  });
});
