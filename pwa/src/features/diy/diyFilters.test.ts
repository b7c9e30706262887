import { describe, expect, it } from 'vitest';
import {
  diyVideosUrl,
  filterByDifficulty,
  hasActiveDiyFilters,
  modelLabel,
  modelOptions,
  readDiyFilters,
  showingCount,
  writeDiyFilters,
} from './diyFilters';

describe('readDiyFilters', () => {
  it('reads known values and falls back to all', () => {
    expect(readDiyFilters(new URLSearchParams('category=repair&model=trans-am&difficulty=advanced'))).toEqual({
      category: 'repair',
      model: 'trans-am',
      difficulty: 'advanced',
    });
    expect(readDiyFilters(new URLSearchParams('category=painting&model=&difficulty=expert'))).toEqual({
      category: 'all',
      model: 'all',
      difficulty: 'all',
    });
  });
});

describe('writeDiyFilters', () => {
  it("sets values, drops 'all' and keeps unrelated parameters", () => {
    const next = writeDiyFilters(new URLSearchParams('model=gto&x=1'), { category: 'repair', model: 'all' });
    expect(next.toString()).toBe('x=1&category=repair');
  });
});

describe('diyVideosUrl', () => {
  it('sends only the server-side filters that are not all', () => {
    expect(diyVideosUrl({ category: 'all', model: 'all' })).toBe('/api/diy-videos');
    expect(diyVideosUrl({ category: 'repair', model: 'all' })).toBe('/api/diy-videos?category=repair');
    expect(diyVideosUrl({ category: 'all', model: 'trans-am' })).toBe('/api/diy-videos?model=trans-am');
  });
});

describe('filterByDifficulty and the count line', () => {
  const videos = [{ difficulty: 'beginner' as const }, { difficulty: 'advanced' as const }, { difficulty: 'beginner' as const }];
  it('filters on the client', () => {
    expect(filterByDifficulty(videos, 'all')).toHaveLength(3);
    expect(filterByDifficulty(videos, 'beginner')).toHaveLength(2);
    expect(filterByDifficulty(videos, 'intermediate')).toHaveLength(0);
  });
  it('says video or videos', () => {
    expect(showingCount(0)).toBe('Showing 0 videos');
    expect(showingCount(1)).toBe('Showing 1 video');
    expect(showingCount(3)).toBe('Showing 3 videos');
  });
  it('knows when a filter is on', () => {
    expect(hasActiveDiyFilters({ category: 'all', model: 'all', difficulty: 'all' })).toBe(false);
    expect(hasActiveDiyFilters({ category: 'all', model: 'all', difficulty: 'beginner' })).toBe(true);
  });
});

describe('the model filter', () => {
  const catalogue = [
    { slug: 'tempest', name: 'Tempest' },
    { slug: 'gto', name: 'GTO' },
    { slug: 'catalina', name: 'Catalina' },
  ];

  it("offers the documented four first, then the catalogue's other models by name", () => {
    expect(modelOptions(catalogue, 'all').map((option) => option.label)).toEqual([
      'All Models',
      'GTO',
      'Firebird',
      'Trans Am',
      'Bonneville',
      'Catalina',
      'Tempest',
    ]);
  });

  it('keeps a model from the URL that the device does not know, and reads any slug from the URL', () => {
    expect(modelOptions([], 'fiero').at(-1)).toEqual({ value: 'fiero', label: 'fiero' });
    expect(readDiyFilters(new URLSearchParams('model=tempest')).model).toBe('tempest');
    expect(readDiyFilters(new URLSearchParams('model=Not%20A%20Slug')).model).toBe('all');
  });

  it('names tags by the documented label, else the catalogue name, else the slug', () => {
    expect(modelLabel('trans-am', catalogue)).toBe('Trans Am');
    expect(modelLabel('tempest', catalogue)).toBe('Tempest');
    expect(modelLabel('fiero', catalogue)).toBe('fiero');
  });
});
