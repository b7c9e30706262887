import { describe, expect, it } from 'vitest';
import { PageCursors } from './page-cursors';

describe('PageCursors', () => {
  it('keeps the cursor of the latest build of a page, whatever order the builds finish in', () => {
    const cursors = new PageCursors();
    const before = cursors.startBuild();
    const after = cursors.startBuild();
    cursors.remember('/api/events?when=upcoming', after, 'newer');
    cursors.remember('/api/events?when=upcoming', before, 'older');
    expect(cursors.cursorOf('/api/events?when=upcoming')).toBe('newer');
    cursors.remember('/api/events?when=upcoming', cursors.startBuild(), null);
    expect(cursors.cursorOf('/api/events?when=upcoming')).toBeNull();
  });

  it('forgets only the oldest builds past 2,000 pages', () => {
    const cursors = new PageCursors();
    cursors.remember('/first', cursors.startBuild(), 'first');
    cursors.remember('/kept', cursors.startBuild(), 'kept');
    for (let page = 0; page < 1_998; page += 1) cursors.remember(`/page-${page}`, cursors.startBuild(), `cursor-${page}`);
    // A page built again moves to the newest end.
    cursors.remember('/kept', cursors.startBuild(), 'kept again');
    cursors.remember('/one-more', cursors.startBuild(), 'one more');
    expect(cursors.cursorOf('/first')).toBeNull();
    expect(cursors.cursorOf('/kept')).toBe('kept again');
    expect(cursors.cursorOf('/page-0')).toBe('cursor-0');
    expect(cursors.cursorOf('/one-more')).toBe('one more');
  });
});
