import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { declareResource, pathParameters, resourceKey, resourceUrl, routerPath } from './resource';

const trim = declareResource({
  method: 'GET',
  path: '/api/models/{slug}/years/{year}/trims/{trim}',
  params: z.object({ slug: z.string(), year: z.number(), trim: z.string() }),
  response: z.object({ name: z.string() }),
  access: 'anyone',
  device: 'mirrored',
});
const videos = declareResource({
  method: 'GET',
  path: '/api/diy-videos',
  query: z.object({ category: z.string().optional(), model: z.string().optional() }),
  response: z.array(z.object({ id: z.string() })),
  access: 'anyone',
  device: 'mirrored',
});

describe('a declared resource', () => {
  it('makes its address with the parameters encoded and the set query values in order', () => {
    expect(resourceUrl(trim, { params: { slug: 'gto', year: 1969, trim: 'The Judge/Ram Air' } })).toBe(
      '/api/models/gto/years/1969/trims/The%20Judge%2FRam%20Air',
    );
    expect(resourceUrl(videos, { query: { category: 'repair', model: undefined } })).toBe('/api/diy-videos?category=repair');
    expect(resourceUrl(videos, { query: {} })).toBe('/api/diy-videos');
  });

  it('refuses to make an address with a parameter missing', () => {
    expect(() => resourceUrl(trim, { params: { slug: 'gto', year: 1969 } })).toThrow('the parameter trim is missing');
  });

  it("gives the query key the app's keys have always had: the address's parts, then the query", () => {
    expect(resourceKey(trim, { params: { slug: 'gto', year: 1969, trim: 'Judge' } })).toEqual([
      '/api/models',
      'gto',
      'years',
      1969,
      'trims',
      'Judge',
    ]);
    expect(resourceKey(videos)).toEqual(['/api/diy-videos']);
    expect(resourceKey(videos, { query: { category: 'all', model: 'gto' } })).toEqual([
      '/api/diy-videos',
      { category: 'all', model: 'gto' },
    ]);
  });

  it("gives Fastify its path relative to the plugin's prefix", () => {
    expect(pathParameters(trim.path)).toEqual(['slug', 'year', 'trim']);
    expect(routerPath(trim.path, '/api/models')).toBe('/:slug/years/:year/trims/:trim');
    expect(routerPath(videos.path, '/api/diy-videos')).toBe('/');
    expect(() => routerPath(videos.path, '/api/models')).toThrow('is not under the plugin');
  });
});
