import { describe, expect, it } from 'vitest';
import { builtinSelection, modelSelection, spreadYears, yearSelection } from './suggested';

describe('the cars a compare link opens with', () => {
  it("a year's link: that year's trims, at most four", () => {
    expect(yearSelection('gto', 1969, ['gto', 'gto-judge'])).toEqual(['cat:gto:1969:gto', 'cat:gto:1969:gto-judge']);
    expect(yearSelection('firebird', 1970, ['a', 'b', 'c', 'd', 'e'])).toHaveLength(4);
    expect(yearSelection('fiero', 1984, [])).toEqual([]);
  });

  it("a model's link: its featured samples, oldest first", () => {
    expect(builtinSelection('gto')).toEqual(['1967-gto', '1968-gto', '1969-gto-judge']);
    expect(builtinSelection('trans-am')).toEqual(['1977-trans-am', '1979-trans-am']);
    expect(builtinSelection('bonneville')).toEqual([]);
  });

  it('else one trim from each of up to four years across the run', () => {
    expect(spreadYears([1964, 1965, 1966, 1967, 1968, 1969, 1970, 1971, 1972, 1973, 1974])).toEqual([1964, 1967, 1971, 1974]);
    expect(spreadYears([1986, 1984, 1985])).toEqual([1984, 1985, 1986]);
    expect(spreadYears([])).toEqual([]);
    expect(
      modelSelection('bonneville', [
        { year: 1958, trimSlug: 'bonneville' },
        { year: 1989, trimSlug: 'bonneville-le' },
      ]),
    ).toEqual(['cat:bonneville:1958:bonneville', 'cat:bonneville:1989:bonneville-le']);
  });
});
