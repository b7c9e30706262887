import { describe, expect, it } from 'vitest';
import { BODY_STYLES } from '@shared/catalogue/body-styles';
import { DEFAULT_CAR_ART_STYLE, carArtStyle } from './carArtStyle';
import { CAR_SHAPES } from './carShapes';

describe('carArtStyle', () => {
  it('draws a model as its first body style', () => {
    expect(carArtStyle(['wagon', 'coupe'])).toBe('wagon');
    expect(carArtStyle(['convertible'])).toBe('convertible');
    expect(carArtStyle(['sedan', 'wagon'])).toBe('sedan');
  });

  it('skips a style it has no drawing for and falls back to a coupe when none is left', () => {
    expect(carArtStyle(['hearse', 'sedan'])).toBe('sedan');
    expect(carArtStyle(['hearse'])).toBe(DEFAULT_CAR_ART_STYLE);
    expect(carArtStyle([])).toBe('coupe');
  });

  it('has a small, distinct drawing for every body style a model can have', () => {
    const bodies = BODY_STYLES.map((style) => CAR_SHAPES[style].body);
    expect(new Set(bodies).size).toBe(BODY_STYLES.length);
    for (const style of BODY_STYLES) {
      const { body, glass } = CAR_SHAPES[style];
      expect(body.length + glass.length).toBeLessThan(400);
    }
  });
});
