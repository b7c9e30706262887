import { describe, expect, it } from 'vitest';
import { fittedSize, PHOTO_MAX_SIDE_PX } from './downscaleImage';

describe('fittedSize', () => {
  it('brings a 12 MP landscape photo down to a 2048 px long side, keeping its shape', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: PHOTO_MAX_SIDE_PX, height: 1536 });
  });

  it('brings a portrait photo down by its height', () => {
    expect(fittedSize(3024, 4032)).toEqual({ width: 1536, height: PHOTO_MAX_SIDE_PX });
  });

  it('never enlarges a small image', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
