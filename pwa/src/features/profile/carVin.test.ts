import { describe, expect, it } from 'vitest';
import { vinFlags } from './carVin';

const nameOf = (slug: string) => ({ gto: 'GTO', firebird: 'Firebird' })[slug] ?? slug;
// A 1969 GTO hardtop built in Baltimore.
const GTO_1969 = '242379B100001';

describe('vinFlags', () => {
  it('says nothing for a car whose VIN the API did not flag, or that has none', () => {
    expect(vinFlags({ vin: GTO_1969, vinMismatches: [], modelSlug: 'gto', year: 1969, engine: null }, nameOf)).toEqual([]);
    expect(vinFlags({ vin: null, vinMismatches: ['year'], modelSlug: 'gto', year: 1970, engine: null }, nameOf)).toEqual([]);
  });

  it('says what the VIN reads for each flagged field', () => {
    expect(vinFlags({ vin: GTO_1969, vinMismatches: ['year'], modelSlug: 'gto', year: 1970, engine: null }, nameOf)).toEqual([
      'The VIN reads as a 1969 model year',
    ]);
    expect(vinFlags({ vin: GTO_1969, vinMismatches: ['model', 'year'], modelSlug: 'firebird', year: 1968, engine: null }, nameOf)).toEqual([
      'The VIN reads as a GTO',
      'The VIN reads as a 1969 model year',
    ]);
  });

  it('keeps the general flag when the device cannot tell what disagrees', () => {
    expect(vinFlags({ vin: GTO_1969, vinMismatches: ['engine'], modelSlug: 'gto', year: 1969, engine: null }, nameOf)).toEqual([
      'The VIN does not match this car',
    ]);
  });
});
