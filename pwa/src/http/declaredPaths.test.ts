import { expect, it } from 'vitest';
import * as declaredPaths from 'virtual:declared-paths';
import type { ResourceDeclaration } from '@shared/http/resource';
import { queryKeys } from './queryKeys';

const modules = import.meta.glob<Record<string, Record<string, ResourceDeclaration>>>('../../../shared/*/*resources.ts', { eager: true });

it('hands over each group of declarations as its paths, by the names the declarations have', () => {
  const isDeclaration = (value: unknown) => typeof value === 'object' && value !== null && 'method' in value && 'device' in value;
  const groups = Object.values(modules)
    .flatMap((exports) => Object.entries(exports))
    .filter(([, group]) => Object.values(group).some(isDeclaration));
  const expected = Object.fromEntries(
    groups.map(([group, declared]) => [group, Object.fromEntries(Object.entries(declared).map(([name, { path }]) => [name, path]))]),
  );
  expect({ ...declaredPaths }).toEqual(expected);
});

it('makes the shared keys from those paths, as keyOf makes any other', () => {
  expect(queryKeys.models.trim('gto', 1967, 'base')).toEqual(['/api/models', 'gto', 'years', 1967, 'trims', 'base']);
  expect(queryKeys.models.ownersCars('gto')).toEqual(['/api/models', 'gto', 'owners-cars']);
  expect(queryKeys.users.garage('someone')).toEqual(['/api/users', 'someone', 'garage']);
});
