import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { declarationsIn } from '@shared/http/declarations';
import { pathParameters, type ResourceDeclaration } from '@shared/http/resource';
import { shouldPersist } from '@/mirror/queryPersistence';
import { keyOf, memberKeyOf } from './resources';

/**
 * Every declared read (shared/<domain>/*resources.ts) but the mirrored ones, whose one copy on
 * the device is the offline snapshot (e2e/offline-mirror.spec.ts reads them offline).
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../shared/*/*resources.ts', { eager: true });
const reads = declarationsIn(modules)
  .filter(({ resource }) => resource.method === 'GET' && resource.device !== 'mirrored')
  .map(({ file, group, name, resource }) => ({ name: `${file} ${name.slice(group.length + 1)}`, resource }));

/**
 * The read's query key with every path parameter filled, holding an answer, as the app would cache it: a read kept
 * for its member is keyed by that member (`memberId`).
 */
function cached(resource: ResourceDeclaration, memberId = '') {
  const params = Object.fromEntries(pathParameters(resource.path).map((name) => [name, 'some-id']));
  const client = new QueryClient();
  const queryKey =
    resource.device === 'kept-for-member'
      ? memberKeyOf({ ...resource, device: 'kept-for-member' }, memberId, { params })
      : keyOf({ ...resource, device: resource.device }, { params });
  client.setQueryData(queryKey, []);
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) throw new Error('query not cached');
  return query;
}

describe("a declared read's device rule", () => {
  it('is found for the declared reads', () => {
    expect(reads.map(({ name }) => name)).toEqual(expect.arrayContaining([expect.stringMatching(/admin\/resources\.ts stats$/)]));
  });

  it.each(reads)('$name: the device keeps its answer exactly as declared', ({ resource }) => {
    switch (resource.device) {
      case 'not-kept':
        expect(shouldPersist(cached(resource))).toBe(false);
        break;
      case 'kept':
        expect(shouldPersist(cached(resource))).toBe(true);
        break;
      case 'kept-for-member':
        expect(shouldPersist(cached(resource, 'member-1'))).toBe(true);
        // The member left: their answers are not kept for whoever comes next.
        expect(shouldPersist(cached(resource, ''))).toBe(false);
        break;
    }
  });
});
