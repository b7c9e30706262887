import { describe, expect, it } from 'vitest';
import { registerSchema } from '../auth/schemas';
import { postCreateSchema } from '../community/forum-schemas';
import { eventCreateSchema } from '../events/schemas';
import { bidiControlMessage } from './bidi';

const DIRECTION_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('names and titles refuse text-direction controls', () => {
  it.each(DIRECTION_CONTROLS.map((control) => [`U+${control.codePointAt(0)?.toString(16).toUpperCase()}`, control]))(
    '%s in a name',
    (_, control) => {
      const result = registerSchema.safeParse({ name: `abc${control}gnp.exe`, email: 'a@example.com', password: 'correct horse' });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([bidiControlMessage('Name')]);
    },
  );

  it('in a post title and an event title, while right-to-left letters themselves are fine', () => {
    const post = postCreateSchema.safeParse({ communitySlug: 'general', title: 'abc\u202Egnp.exe', body: 'x' });
    expect(post.error?.issues.map((issue) => issue.message)).toContain(bidiControlMessage('Title'));
    const event = eventCreateSchema.safeParse({
      title: '\u2067Cruise',
      description: 'x',
      eventDate: '2031-06-01T18:30:00Z',
      location: 'Lot',
    });
    expect(event.error?.issues.map((issue) => issue.message)).toContain(bidiControlMessage('Title'));
    expect(registerSchema.safeParse({ name: 'שלום Pontiac', email: 'a@example.com', password: 'correct horse' }).success).toBe(true);
  });
});
