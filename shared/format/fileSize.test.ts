import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe('fileSize', () => {
  it('writes kilobytes below a megabyte, megabytes from there, one decimal at most', () => {
    expect(fileSize(2_048)).toBe('2 KB');
    expect(fileSize(300 * 1024 + 100)).toBe('300.1 KB');
    expect(fileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
