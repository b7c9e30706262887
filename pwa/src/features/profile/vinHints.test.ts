import { describe, expect, it } from 'vitest';
import { vinHints } from './vinHints';

const models = [
  { slug: 'gto', name: 'GTO', firstYear: 1964, lastYear: 1974 },
  { slug: 'firebird', name: 'Firebird', firstYear: 1967, lastYear: 2002 },
  { slug: 'fiero', name: 'Fiero', firstYear: 1984, lastYear: 1988 },
];
const nameOf = (slug: string) => models.find((model) => model.slug === slug)?.name ?? slug;
const context = { models, nameOf };
const empty = { modelSlug: '', year: '', engine: '' };
// A 1969 GTO hardtop built in Baltimore (1965-71: no engine in the VIN).
const GTO_1969 = '242379B100001';
// A 1979 Trans Am with the 400, built in Norwood.
const TRANS_AM_1979 = '2W87Z9N123456';

describe('vinHints', () => {
  it('says nothing until the VIN has a length the decoder reads', () => {
    expect(vinHints('', empty, context)).toEqual({ reading: [], mismatches: [], fill: {} });
    expect(vinHints('242379B1', empty, context)).toEqual({ reading: [], mismatches: [], fill: {} });
  });

  it('reads model, year, body and plant, and offers to fill the empty model and year (never an engine the VIN lacks)', () => {
    const hints = vinHints(GTO_1969, empty, context);
    expect(hints.reading).toEqual([
      { label: 'Model', value: 'GTO' },
      { label: 'Model Year', value: '1969' },
      { label: 'Body Type', value: '2-door hardtop coupe' },
      { label: 'Assembly Plant', value: 'Baltimore, Maryland' },
    ]);
    expect(hints.fill).toEqual({ modelSlug: 'gto', year: '1969' });
    expect(hints.mismatches).toEqual([]);
  });

  it('fills the engine where the VIN names one, and never what the owner already entered', () => {
    expect(vinHints(TRANS_AM_1979, { modelSlug: 'firebird', year: '1979', engine: '' }, context).fill).toEqual({
      engine: '400 V8 Pontiac',
    });
    expect(vinHints(TRANS_AM_1979, { modelSlug: 'firebird', year: '1979', engine: '400 W72' }, context).fill).toEqual({});
  });

  it('points out where the VIN disagrees with what the owner chose, without filling over it', () => {
    const hints = vinHints(GTO_1969, { modelSlug: 'gto', year: '1970', engine: '' }, context);
    expect(hints.mismatches.map((mismatch) => mismatch.message)).toEqual(['The VIN reads as a 1969 model year']);
    expect(hints.fill).toEqual({});
    const engine = vinHints(TRANS_AM_1979, { modelSlug: 'firebird', year: '1979', engine: '301 Turbo' }, context);
    expect(engine.mismatches.map((mismatch) => mismatch.field)).toEqual(['engine']);
  });

  it('leaves the year empty when the model chosen was not built that year', () => {
    expect(vinHints(GTO_1969, { modelSlug: 'fiero', year: '', engine: '' }, context).fill).toEqual({});
  });
});
