import { describe, expect, it } from 'vitest';
import { linkParts } from './linkParts';

describe('linkParts', () => {
  it('turns http and https addresses into links and keeps the text around them', () => {
    expect(linkParts('See https://example.com/a?b=1 and http://x.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: 'http://x.org' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links no other scheme and leaves markup as text', () => {
    const text = '<script>alert(1)</script> javascript:alert(1) data:text/html,x';
    expect(linkParts(text)).toEqual([{ kind: 'text', text }]);
  });

  it('keeps line breaks in the text runs', () => {
    expect(linkParts('one\ntwo')).toEqual([{ kind: 'text', text: 'one\ntwo' }]);
  });

  it('makes @mentions links to profiles (the shared rule), but not an email address or one inside a link', () => {
    expect(linkParts('Thanks @Jane-Doe, mail jane@example.com or https://x.org/@bob')).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', username: 'jane-doe', text: '@Jane-Doe' },
      { kind: 'text', text: ', mail jane@example.com or ' },
      { kind: 'link', href: 'https://x.org/@bob' },
    ]);
  });
});
