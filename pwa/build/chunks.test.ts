import { describe, expect, it } from 'vitest';
import { sharedChunkName } from './chunks.ts';

/** A module graph from `id: static imports`; dynamic imports are not edges (Rolldown lists them apart). */
const graphOf = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
});

const graph = graphOf({
  app: ['layout', 'zod'],
  layout: ['texts'],
  home: ['texts', 'forumSchemas'],
  sync: ['layout', 'eventSchemas'],
  eventsPage: ['eventSchemas', 'eventForm'],
  texts: [],
  zod: [],
  forumSchemas: [],
  eventSchemas: [],
  eventForm: [],
});

const tiers = [
  { name: 'common', roots: ['app', 'home'] },
  { name: 'common-background', roots: ['sync'] },
];

describe('sharedChunkName', () => {
  it('puts what the first tier reaches, however deep, in its chunk', () => {
    const name = sharedChunkName(tiers, 'common-pages');
    expect(['layout', 'texts', 'forumSchemas'].map((id) => name(id, graph))).toEqual(['common', 'common', 'common']);
  });

  it('gives a later tier only what no earlier tier reaches, and every other module the rest chunk', () => {
    const name = sharedChunkName(tiers, 'common-pages');
    expect(name('eventSchemas', graph)).toBe('common-background');
    expect(name('layout', graph)).toBe('common');
    expect(name('eventForm', graph)).toBe('common-pages');
  });

  it('fails the build when a root is not in the module graph (a renamed page)', () => {
    const name = sharedChunkName([{ name: 'common', roots: ['app', 'renamedPage'] }], 'common-pages');
    expect(() => name('layout', graph)).toThrow('sharedChunkName: renamedPage is not in the module graph');
  });

  it('fails the build when a tier reaches a module it must not, however deep, and names it', () => {
    const name = sharedChunkName([{ name: 'common', roots: ['app', 'home'], mustNotReach: ['forumSchemas', 'eventForm'] }], 'common-pages');
    expect(() => name('layout', graph)).toThrow('sharedChunkName: common reaches forumSchemas, which it must not');
  });

  it('builds when no tier reaches what it must not', () => {
    const name = sharedChunkName([{ name: 'common', roots: ['app'], mustNotReach: ['forumSchemas', 'eventSchemas'] }], 'common-pages');
    expect(name('texts', graph)).toBe('common');
  });
});
