import { USERNAME_MAX_LENGTH } from '../users/profile';

/**
 * The one rule for an @mention, used by the server to notify and by the PWA to render links: `@` then a
 * username (lowercase slug: letters, digits, single hyphens, as `api/users/username.ts` makes them), not preceded by
 * a letter, digit or `@`-able character (so `jane@example.com` mentions nobody), matched case-insensitively.
 */
const MENTION_SOURCE = `(?<![A-Za-z0-9_.@/-])@([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)`;

/** At most this many members are notified from one post or comment: a list of names is not a broadcast. */
export const MENTIONS_PER_TEXT_MAX = 10;

/** The usernames a text mentions, lowercased, first appearance first, no repeats, at most MENTIONS_PER_TEXT_MAX. */
export function findMentions(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(MENTION_SOURCE, 'g'))) {
    const username = (match[1] ?? '').toLowerCase();
    if (username.length > USERNAME_MAX_LENGTH || found.includes(username)) continue;
    found.push(username);
    if (found.length === MENTIONS_PER_TEXT_MAX) break;
  }
  return found;
}

export type MentionPart = { text: string } | { mention: string; text: string };

/**
 * A text cut into plain parts and mentions, in order, for rendering: `{ mention: 'jane-doe', text: '@Jane-Doe' }`
 * becomes a link to `/profile/jane-doe` showing the text as written. Joining every part's `text` gives the input back.
 */
export function splitMentions(text: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(MENTION_SOURCE, 'g'))) {
    const username = match[1] ?? '';
    if (username.length > USERNAME_MAX_LENGTH) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ mention: username.toLowerCase(), text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The word being typed when the caret is right after `@partial` (for suggestions), or null. */
export function mentionQueryBeforeCaret(textBeforeCaret: string): string | null {
  const match = /(?<![A-Za-z0-9_.@/-])@([A-Za-z0-9-]{0,40})$/.exec(textBeforeCaret);
  return match ? (match[1] ?? '').toLowerCase() : null;
}
