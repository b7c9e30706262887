/** http(s) addresses in typed text; a trailing full stop, comma or bracket is punctuation, not part of the link. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]/g;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits member text into plain runs and http(s) links, in order; nothing else ever becomes a link. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
