import { describe, expect, it } from 'vitest';
import { BUILTIN_COMPARE_MODELS, findBuiltinModel, isBuiltinModel } from './builtin';
import { parseModelsParam } from './selection';

describe('built-in compare models (docs/product/entities.md)', () => {
  it('are the six of the spec, with unique URL-safe ids', () => {
    expect(BUILTIN_COMPARE_MODELS.map((entry) => `${entry.year} ${entry.model} ${entry.trim}`)).toEqual([
      '1967 GTO GTO',
      '1968 GTO GTO',
      '1969 GTO The Judge',
      '1977 Trans Am Trans Am',
      '1979 Trans Am Trans Am',
      '1970 Firebird Formula 400',
    ]);
    const values = BUILTIN_COMPARE_MODELS.map((entry) => entry.value);
    expect(new Set(values).size).toBe(6);
    for (const value of values) expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('carry every documented field, figures as positive whole numbers or null', () => {
    for (const entry of BUILTIN_COMPARE_MODELS) {
      expect(entry.label).toContain(String(entry.year));
      expect(entry.source).toBe('builtin');
      for (const figure of [entry.basePrice, entry.weight, entry.horsepower, entry.torque]) {
        if (figure !== null) {
          expect(Number.isInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThan(0);
        }
      }
      expect(entry.engine).toBeTruthy();
      expect(entry.transmission).toBeTruthy();
    }
  });

  it('use the published ratings', () => {
    const rating = (value: string) => {
      const entry = findBuiltinModel(value);
      return entry && [entry.horsepower, entry.torque];
    };
    expect(rating('1967-gto')).toEqual([360, 438]);
    expect(findBuiltinModel('1967-gto')?.basePrice).toBe(2871);
    expect(rating('1969-gto-judge')).toEqual([366, 445]);
    expect(rating('1977-trans-am')).toEqual([200, 325]);
    expect(rating('1979-trans-am')?.[0]).toBe(220);
    expect(rating('1970-firebird-formula-400')?.[0]).toBe(330);
  });

  it('are all valid selections', () => {
    const values = BUILTIN_COMPARE_MODELS.map((entry) => entry.value);
    for (const value of values) expect(isBuiltinModel(value)).toBe(true);
    expect(parseModelsParam(values.slice(0, 4).join(','))).toEqual(values.slice(0, 4));
    expect(findBuiltinModel('1966-gto')).toBeUndefined();
  });
});
