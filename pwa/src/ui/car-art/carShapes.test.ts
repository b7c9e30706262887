import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, illustrationOf } from '@shared/catalogue/illustrations';
import { CAR_SHAPES } from './carShapes';

describe('CAR_SHAPES', () => {
  it('has a small, distinct drawing for every illustration a model can get', () => {
    const bodies = ILLUSTRATIONS.map((illustration) => CAR_SHAPES[illustration].body);
    expect(new Set(bodies).size).toBe(ILLUSTRATIONS.length);
    for (const illustration of ILLUSTRATIONS) {
      const { body, glass } = CAR_SHAPES[illustration];
      expect(body.length + glass.length).toBeLessThan(400);
    }
  });

  it('draws the Fiero mid-engined, the hatchback lines as hatchbacks and the rest by their main body style', () => {
    expect(illustrationOf({ slug: 'fiero', bodyStyles: ['coupe'] })).toBe('mid-engine');
    expect(illustrationOf({ slug: 'sunbird', bodyStyles: ['coupe', 'wagon'] })).toBe('hatchback');
    expect(illustrationOf({ slug: 'safari', bodyStyles: ['wagon', 'sedan'] })).toBe('wagon');
    expect(illustrationOf({ slug: 'catalina', bodyStyles: ['hearse', 'sedan'] })).toBe('sedan');
    expect(illustrationOf({ slug: 'new-line', bodyStyles: [] })).toBe('coupe');
  });
});
