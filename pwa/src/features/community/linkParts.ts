import { splitMentions } from '@shared/notifications/mentions';

/** http(s) addresses in typed text; a trailing full stop, comma or bracket is punctuation, not part of the link. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]/g;

export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string }
  /** An @mention (the shared rule, shared/notifications/mentions.ts): a link to the member's profile. */
  | { kind: 'mention'; username: string; text: string };

/** A plain run with its @mentions cut out of it. */
const withMentions = (text: string): TextPart[] =>
  splitMentions(text).map((part) =>
    'mention' in part ? { kind: 'mention', username: part.mention, text: part.text } : { kind: 'text', text: part.text },
  );

/** Splits member text into plain runs, http(s) links and @mentions, in order; nothing else ever becomes a link. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last) parts.push(...withMentions(text.slice(last, match.index)));
    parts.push({ kind: 'link', href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(...withMentions(text.slice(last)));
  return parts;
}
