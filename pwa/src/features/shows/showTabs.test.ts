import { describe, expect, it } from 'vitest';
import { SHOW_TAB_IDS, shownTab } from './showTabs';

describe('show tabs in the address', () => {
  it('names each tab plainly', () => {
    expect(SHOW_TAB_IDS).toEqual(['schedule', 'map', 'cars', 'peoples-choice', 'results']);
  });
  it('shows the schedule for a missing or unknown tab', () => {
    expect(shownTab('cars')).toBe('cars');
    expect(shownTab(null)).toBe('schedule');
    expect(shownTab('garage')).toBe('schedule');
  });
});
