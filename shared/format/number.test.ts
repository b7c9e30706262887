import { describe, expect, it } from 'vitest';
import { formatCents } from './number';

describe('formatCents', () => {
  it.each([
    [1250, '$12.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [1500, '$15.00'],
    [123_456_789, '$1,234,567.89'],
    [1999.6, '$20.00'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
