import { expect, it } from 'vitest';
import * as declaredPaths from 'virtual:declared-paths';
import { declarationsIn } from '@shared/http/declarations';
import { queryKeys } from './queryKeys';

const modules = import.meta.glob<Record<string, unknown>>('../../../shared/*/*resources.ts', { eager: true });

it('hands over each group of declarations as its paths, by the names the declarations have', () => {
  const expected: Record<string, Record<string, string>> = {};
  for (const { group, name, resource } of declarationsIn(modules))
    expected[group] = { ...expected[group], [name.slice(group.length + 1)]: resource.path };
  expect({ ...declaredPaths }).toEqual(expected);
});

it('makes the shared keys from those paths, as keyOf makes any other', () => {
  expect(queryKeys.models.trim('gto', 1967, 'base')).toEqual(['/api/models', 'gto', 'years', 1967, 'trims', 'base']);
  expect(queryKeys.models.ownersCars('gto')).toEqual(['/api/models', 'gto', 'owners-cars']);
  expect(queryKeys.users.garage('someone')).toEqual(['/api/users', 'someone', 'garage']);
});
