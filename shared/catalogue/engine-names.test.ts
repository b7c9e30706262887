import { describe, expect, it } from 'vitest';
import { sameEngineNames } from './engine-names';

describe('sameEngineNames', () => {
  it('finds one engine listed under different notes (the GTO page)', () => {
    expect(
      sameEngineNames([
        '400 V8 2-bbl (economy, automatic only)',
        '400 V8 2-bbl (economy)',
        '400 V8 4-bbl Ram Air III',
        '400 V8 4-bbl Ram Air III (standard)',
        '455 V8 4-bbl',
        '455 V8 4-bbl (automatic only)',
      ]),
    ).toEqual([
      ['400 V8 2-bbl (economy, automatic only)', '400 V8 2-bbl (economy)'],
      ['400 V8 4-bbl Ram Air III', '400 V8 4-bbl Ram Air III (standard)'],
      ['455 V8 4-bbl', '455 V8 4-bbl (automatic only)'],
    ]);
  });

  it('sees through trailing notes, word order, makers, litres and a shared RPO code', () => {
    expect(sameEngineNames(['305 V8 H.O. 4-bbl (L69)', '305 V8 H.O. 4-bbl (L69), 5-speed only'])).toHaveLength(1);
    expect(sameEngineNames(['455 HO V8 4-bbl', '455 V8 4-bbl H.O.'])).toHaveLength(1);
    expect(sameEngineNames(['231 V6 (Buick)', '3.8 V6 (Buick 231)'])).toHaveLength(1);
    expect(sameEngineNames(['5.0 L V8 4-bbl (LG4)', 'Chevrolet 305 V8 4-bbl'])).toHaveLength(1);
    expect(sameEngineNames(['455 V8 4-bbl (L75)', '455 V8 4-bbl H.O. (L75)'])).toHaveLength(1);
  });

  it('keeps different engines apart', () => {
    expect(
      sameEngineNames([
        '400 V8 4-bbl',
        '400 HO V8 4-bbl',
        '400 V8 2-bbl',
        '400 V8 4-bbl Ram Air IV',
        '455 V8 4-bbl H.O. (LS5)',
        '455 V8 4-bbl H.O. (L75)',
        '301 V8 4-bbl (Pontiac)',
        '301 Turbo V8 4-bbl (Pontiac)',
        '3800 V6 SFI',
      ]),
    ).toEqual([]);
  });

  it('counts a name listed twice as one', () => {
    expect(sameEngineNames(['350 V8 2-bbl', '350 V8 2-bbl'])).toEqual([]);
  });
});
