import { describe, expect, it } from 'vitest';
import {
  MAX_COMPARE_MODELS,
  addModel,
  addRefusal,
  bestIndexes,
  canAddModel,
  catalogueCompareId,
  compareSearch,
  isCompareId,
  parseCatalogueCompareId,
  parseModelsParam,
  removeModel,
  serializeModelsParam,
} from './selection';

describe('catalogue ids', () => {
  it('round-trips a catalogue trim', () => {
    const id = catalogueCompareId({ modelSlug: 'gto', year: 1967, trimSlug: 'gto' });
    expect(id).toBe('cat:gto:1967:gto');
    expect(parseCatalogueCompareId(id)).toEqual({ modelSlug: 'gto', year: 1967, trimSlug: 'gto' });
    expect(parseCatalogueCompareId('cat:2-plus-2:1965:2-plus-2')).toEqual({ modelSlug: '2-plus-2', year: 1965, trimSlug: '2-plus-2' });
  });

  it.each([
    'cat:gto:1967',
    'cat:gto:1967:gto:extra',
    'cat:GTO:1967:gto',
    'cat:gto:67:gto',
    'cat:gto:1950:gto',
    'cat:gto:1990:gto',
    'cat::1967:gto',
    'cat:gto:1967:-gto',
    'model:gto:1967:gto',
  ])('rejects %s', (id) => {
    expect(parseCatalogueCompareId(id)).toBeNull();
    expect(isCompareId(id)).toBe(false);
  });

  it('knows the built-ins', () => {
    expect(isCompareId('1967-gto')).toBe(true);
    expect(isCompareId('1966-gto')).toBe(false);
  });
});

describe('parseModelsParam / serializeModelsParam', () => {
  it('reads a comma list in order', () => {
    expect(parseModelsParam('1967-gto,1979-trans-am')).toEqual(['1967-gto', '1979-trans-am']);
    expect(parseModelsParam('cat:gto:1969:gto-judge,1968-gto')).toEqual(['cat:gto:1969:gto-judge', '1968-gto']);
  });

  it('treats missing and empty values as no selection', () => {
    expect(parseModelsParam(null)).toEqual([]);
    expect(parseModelsParam(undefined)).toEqual([]);
    expect(parseModelsParam('')).toEqual([]);
    expect(parseModelsParam(' , ,')).toEqual([]);
  });

  it('drops unknown ids, repeats and blanks, trims and lower-cases', () => {
    expect(parseModelsParam(' 1967-GTO , nope,1967-gto,,1977-trans-am ')).toEqual(['1967-gto', '1977-trans-am']);
  });

  it('keeps at most four', () => {
    const raw = '1967-gto,1968-gto,1969-gto-judge,1977-trans-am,1979-trans-am,1970-firebird-formula-400';
    expect(parseModelsParam(raw)).toEqual(['1967-gto', '1968-gto', '1969-gto-judge', '1977-trans-am']);
    expect(parseModelsParam(raw)).toHaveLength(MAX_COMPARE_MODELS);
  });

  it('serializes as a comma list that parses back', () => {
    const selection = ['1967-gto', 'cat:firebird:1970:formula-400'];
    expect(serializeModelsParam(selection)).toBe('1967-gto,cat:firebird:1970:formula-400');
    expect(parseModelsParam(serializeModelsParam(selection))).toEqual(selection);
    expect(serializeModelsParam([])).toBe('');
  });
});

describe('compareSearch', () => {
  it('writes a readable models list and keeps other parameters', () => {
    expect(compareSearch(new URLSearchParams('model=gto'), ['1967-gto', 'cat:gto:1969:gto-judge'])).toBe(
      '?model=gto&models=1967-gto,cat:gto:1969:gto-judge',
    );
  });

  it('removes the parameter for an empty selection', () => {
    expect(compareSearch(new URLSearchParams('models=1967-gto'), [])).toBe('');
    expect(compareSearch(new URLSearchParams('models=1967-gto&model=gto'), [])).toBe('?model=gto');
  });
});

describe('add / remove', () => {
  it('adds at the end', () => {
    expect(addModel([], '1967-gto')).toEqual(['1967-gto']);
    expect(addModel(['1967-gto'], 'cat:gto:1970:gto')).toEqual(['1967-gto', 'cat:gto:1970:gto']);
  });

  it('refuses duplicates', () => {
    expect(addRefusal(['1967-gto'], '1967-gto')).toBe('duplicate');
    expect(addModel(['1967-gto'], '1967-gto')).toEqual(['1967-gto']);
  });

  it('refuses a fifth model', () => {
    const four = ['1967-gto', '1968-gto', '1969-gto-judge', '1977-trans-am'];
    expect(addRefusal(four, '1979-trans-am')).toBe('full');
    expect(canAddModel(four, '1979-trans-am')).toBe(false);
    expect(addModel(four, '1979-trans-am')).toEqual(four);
  });

  it('refuses unknown ids', () => {
    expect(addRefusal([], 'not-a-model')).toBe('invalid');
    expect(addModel([], 'not-a-model')).toEqual([]);
  });

  it('does not change the selection it is given', () => {
    const selection = ['1967-gto'];
    addModel(selection, '1968-gto');
    removeModel(selection, '1967-gto');
    expect(selection).toEqual(['1967-gto']);
  });

  it('removes, and makes room for another', () => {
    const four = ['1967-gto', '1968-gto', '1969-gto-judge', '1977-trans-am'];
    const three = removeModel(four, '1968-gto');
    expect(three).toEqual(['1967-gto', '1969-gto-judge', '1977-trans-am']);
    expect(canAddModel(three, '1979-trans-am')).toBe(true);
    expect(removeModel(three, 'absent')).toEqual(three);
  });
});

describe('bestIndexes', () => {
  it('marks the lowest or highest value', () => {
    expect([...bestIndexes([2871, 3493, 5456], 'lowest')]).toEqual([0]);
    expect([...bestIndexes([360, 366, 200], 'highest')]).toEqual([1]);
  });

  it('marks every tie', () => {
    expect([...bestIndexes([445, 445, 438], 'highest')]).toEqual([0, 1]);
  });

  it('never marks unknown values', () => {
    expect([...bestIndexes([null, 3506, 3430], 'lowest')]).toEqual([2]);
    expect([...bestIndexes([null, 330, undefined, 200], 'highest')]).toEqual([1]);
  });

  it('marks nothing when there is nothing to compare', () => {
    expect(bestIndexes([], 'lowest').size).toBe(0);
    expect(bestIndexes([360], 'highest').size).toBe(0);
    expect(bestIndexes([360, null, null], 'highest').size).toBe(0);
    expect(bestIndexes([445, 445], 'highest').size).toBe(0);
  });
});
