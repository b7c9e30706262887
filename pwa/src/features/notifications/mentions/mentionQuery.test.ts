import { describe, expect, it } from 'vitest';
import { completeMention, mentionQueryAt } from './mentionQuery';

describe('the mention being typed', () => {
  it('is the @word just before the caret', () => {
    expect(mentionQueryAt('Thanks @Jan', 11)).toEqual({ start: 7, query: 'jan' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Hi (@ja', 7)).toEqual({ start: 4, query: 'ja' });
  });

  it('is none in an email address, after a space, or with the caret elsewhere', () => {
    expect(mentionQueryAt('mail me@example', 15)).toBeNull();
    expect(mentionQueryAt('@jane ', 6)).toBeNull();
    expect(mentionQueryAt('@jane and more', 14)).toBeNull();
  });

  it('is completed with the chosen username, the rest of a half-typed word replaced', () => {
    const text = 'Ask @ja about it';
    expect(completeMention(text, 7, { start: 4, query: 'ja' }, 'jane-doe')).toEqual({ text: 'Ask @jane-doe about it', caret: 14 });
    expect(completeMention('@j', 2, { start: 0, query: 'j' }, 'jane')).toEqual({ text: '@jane ', caret: 6 });
  });
});
