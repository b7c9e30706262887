import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/device/memoryStorage';
import { noteRemovedByMember, wasRemovedByMember } from './removedShows';

describe('shows removed by the member', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('are remembered until the member saves them again', () => {
    expect(wasRemovedByMember('show-1')).toBe(false);
    noteRemovedByMember('show-1', true);
    noteRemovedByMember('show-2', true);
    expect(wasRemovedByMember('show-1')).toBe(true);
    noteRemovedByMember('show-1', false);
    expect(wasRemovedByMember('show-1')).toBe(false);
    expect(wasRemovedByMember('show-2')).toBe(true);
  });

  it('keep the newest 50 removals, a show removed again counting as new', () => {
    for (let show = 1; show <= 50; show += 1) noteRemovedByMember(`show-${show}`, true);
    noteRemovedByMember('show-1', true);
    noteRemovedByMember('show-51', true);
    expect(wasRemovedByMember('show-1')).toBe(true);
    expect(wasRemovedByMember('show-2')).toBe(false);
    expect(wasRemovedByMember('show-51')).toBe(true);
  });
});
