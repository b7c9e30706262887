import { describe, expect, it } from 'vitest';
import { parseYoutubeId } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeId', () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`http://m.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcdef&t=10`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
  ])('finds the id in %s', (input) => {
    expect(parseYoutubeId(input)).toBe(ID);
  });

  it.each([
    [''],
    ['dQw4w9WgXc'],
    ['dQw4w9WgXcQQ'],
    ['dQw4w9WgX!Q'],
    [`https://vimeo.com/${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://www.youtube.com/watch?v=short`],
    [`https://www.youtube.com/watch`],
    [`https://www.youtube.com/channel/${ID}`],
    [`https://youtu.be/${ID}/extra`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`ftp://youtu.be/${ID}`],
  ])('refuses %s', (input) => {
    expect(parseYoutubeId(input)).toBeNull();
  });
});
