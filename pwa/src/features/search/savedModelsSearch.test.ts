import { describe, expect, it } from 'vitest';
import type { ModelSummary } from '@shared/catalogue/responses';
import { searchSavedModels } from './savedModelsSearch';

const model = (slug: string, name: string, description: string | null = null): ModelSummary => ({
  id: '00000000-0000-4000-8000-000000000000',
  slug,
  name,
  description,
  heroImage: null,
  headerImage: null,
  headerImageMedium: null,
  cardImage: null,
  pictureCredit: null,
  firstYear: 1964,
  lastYear: 1974,
  featured: false,
  bodyStyles: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const saved = [
  model('gto', 'GTO', 'The muscle car that started it all.'),
  model('firebird', 'Firebird', 'Pony car sharing the F-body with the Camaro.'),
  model('trans-am', 'Trans Am', 'The Firebird at its wildest.'),
  model('grand-prix', 'Grand Prix'),
];
const slugs = (query: string, limit = 5) => searchSavedModels(saved, query, limit).map((found) => found.slug);

describe('offline search of the saved catalogue', () => {
  it('matches every word as the start of a word, case aside', () => {
    expect(slugs('gt')).toEqual(['gto']);
    expect(slugs('GRAND pr')).toEqual(['grand-prix']);
    expect(slugs('grand muscle')).toEqual([]);
  });

  it('puts models matched by name before those matched by description', () => {
    expect(slugs('firebird')).toEqual(['firebird', 'trans-am']);
  });

  it('ignores punctuation and operators, and answers nothing without a word', () => {
    expect(slugs('!gto*')).toEqual(['gto']);
    expect(slugs('& | ( )')).toEqual([]);
  });

  it('keeps to the limit and answers public card fields only', () => {
    expect(slugs('the', 1)).toHaveLength(1);
    expect(searchSavedModels(saved, 'gto', 5)).toEqual([{ slug: 'gto', name: 'GTO', firstYear: 1964, lastYear: 1974, cardImage: null }]);
  });
});
