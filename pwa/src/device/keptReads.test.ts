import { describe, expect, it } from 'vitest';
import { declaredKept, deviceRuleOf } from './keptReads';

describe("what the device keeps, by the read's declaration", () => {
  it('finds the read a key names, parameters filled and a query object after them', () => {
    expect(deviceRuleOf(['/api/models', 'gto', 'years', 1969])).toBe('mirrored');
    expect(deviceRuleOf(['/api/posts', { sort: 'hot', community: 'gto' }])).toBe('kept');
    expect(deviceRuleOf(['/api/shows', 'event-1', 'entries', 12])).toBe('kept');
    expect(deviceRuleOf(['/api/admin', 'stats'])).toBe('not-kept');
  });

  it('tells apart the reads under one root by their fixed parts', () => {
    expect(deviceRuleOf(['/api/users', 'member', 'member-1', 'me', 'blocks'])).toBe('kept-for-member');
    expect(deviceRuleOf(['/api/shows', 'event-1', 'offline'])).toBe('kept');
  });

  it('keeps a member’s own read only under their id, and never for a visitor', () => {
    expect(declaredKept(['/api/notifications', 'member', 'member-1'])).toBe(true);
    expect(declaredKept(['/api/notifications', 'member', ''])).toBe(false);
    // Someone else's profile is read under the same address as one's own: never kept.
    expect(declaredKept(['/api/users', 'jane'])).toBe(false);
    expect(declaredKept(['/api/users', 'member', 'member-1', 'member-1'])).toBe(true);
  });

  it('keeps nothing a declaration does not name, nor a public read under a member’s mark', () => {
    expect(declaredKept(['/api/health'])).toBe(false);
    expect(declaredKept(['saved-show', 'event-1'])).toBe(false);
    expect(declaredKept(['/api/posts', 'member', 'member-1'])).toBe(false);
    expect(declaredKept(['/api/posts'])).toBe(true);
  });
});
