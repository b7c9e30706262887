import { describe, expect, it } from 'vitest';
import { returnPathOf } from './returnPath';

describe('returnPathOf', () => {
  it('returns a path of this site', () => {
    expect(returnPathOf({ from: '/post/new?community=gto' })).toBe('/post/new?community=gto');
  });

  it('ignores other sites, other shapes and no state', () => {
    expect(returnPathOf({ from: '//evil.example/x' })).toBeUndefined();
    expect(returnPathOf({ from: 'https://evil.example/' })).toBeUndefined();
    expect(returnPathOf({ from: 42 })).toBeUndefined();
    expect(returnPathOf(null)).toBeUndefined();
  });
});
