const ELLIPSIS = '…';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The start of a text for a list (lists carry summaries, their pages the whole text): unchanged when it fits,
 * otherwise cut at the last word boundary (or mid-word when one word is that long) and ended with "…", `max`
 * characters at most.
 */
export function summarize(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - ELLIPSIS.length);
  // Never half an emoji (a surrogate pair).
  if (isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  const nextIsSpace = /\s/.test(text.charAt(cut.length));
  const lastSpace = cut.search(/\s\S*$/);
  // A word cut in two loses its tail, unless that would leave less than half of the summary.
  if (!nextIsSpace && lastSpace >= max / 2) cut = cut.slice(0, lastSpace);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}
