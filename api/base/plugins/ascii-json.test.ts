import { describe, expect, it } from 'vitest';
import { stringifyAscii } from './ascii-json';

describe('stringifyAscii', () => {
  it('writes every character outside ASCII as an escape, and reads back as the same value', () => {
    const value = { name: '1964–67 GTO', note: 'a ½ ton, “quoted”', emoji: 'car 🚗', lineSeparator: '\u2028' };
    const json = stringifyAscii(value);
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(json).toContain('1964\\u201367 GTO');
    expect(json).toContain('car \\ud83d\\ude97');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('leaves ASCII JSON exactly as JSON.stringify writes it, one call after another', () => {
    const value = { slug: 'gto', years: [1964, 1965], text: 'quote " and back\\slash' };
    expect(stringifyAscii({ a: 'é' })).toBe('{"a":"\\u00e9"}');
    expect(stringifyAscii(value)).toBe(JSON.stringify(value));
    expect(stringifyAscii({ a: 'ü' })).toBe('{"a":"\\u00fc"}');
  });
});
