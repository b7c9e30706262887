import { describe, expect, it } from 'vitest';
import { findMentions, mentionQueryBeforeCaret, splitMentions } from './mentions';

describe('mentions', () => {
  it('finds each mentioned username once, lowercased, and not inside an email address', () => {
    expect(findMentions('Thanks @Jane-Doe and @bob-2! cc @jane-doe, mail jane@example.com')).toEqual(['jane-doe', 'bob-2']);
  });

  it('stops at punctuation and ignores a trailing hyphen', () => {
    expect(findMentions('(@ann), @carl-. @-x')).toEqual(['ann', 'carl']);
  });

  it('splits a text into plain parts and mention links that join back to the text', () => {
    const text = 'Hi @Ann, see @bob.';
    const parts = splitMentions(text);
    expect(parts).toEqual([
      { text: 'Hi ' },
      { mention: 'ann', text: '@Ann' },
      { text: ', see ' },
      { mention: 'bob', text: '@bob' },
      { text: '.' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('reads the username being typed before the caret', () => {
    expect(mentionQueryBeforeCaret('hello @ja')).toBe('ja');
    expect(mentionQueryBeforeCaret('hello @')).toBe('');
    expect(mentionQueryBeforeCaret('mail me at a@b')).toBeNull();
    expect(mentionQueryBeforeCaret('hello @jane ')).toBeNull();
  });
});
