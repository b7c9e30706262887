import { describe, expect, it } from 'vitest';
import { EVENT_PAGE_DEFAULT_LIMIT, EVENT_SUMMARY_MAX_LENGTH, eventListQuerySchema, summarizeDescription } from './list';

describe('summarizeDescription', () => {
  it('keeps a description that fits as it is', () => {
    const text = 'Bring your Pontiac.';
    expect(summarizeDescription(text)).toBe(text);
    const exact = 'x'.repeat(EVENT_SUMMARY_MAX_LENGTH);
    expect(summarizeDescription(exact)).toBe(exact);
  });

  it('cuts a long one at a word boundary, ends it with an ellipsis and stays within the limit', () => {
    const text = 'Cruise night on Woodward with every GTO in the county. '.repeat(40);
    const summary = summarizeDescription(text);
    expect(summary.length).toBeLessThanOrEqual(EVENT_SUMMARY_MAX_LENGTH);
    expect(summary.length).toBeGreaterThan(EVENT_SUMMARY_MAX_LENGTH / 2);
    expect(summary.endsWith('…')).toBe(true);
    const kept = summary.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The word before the ellipsis is whole: the text goes on with a space after it.
    expect(text.charAt(kept.length)).toMatch(/\s/);
  });

  it('cuts one endless word mid-word, and never half a surrogate pair', () => {
    expect(summarizeDescription('a'.repeat(500))).toBe(`${'a'.repeat(EVENT_SUMMARY_MAX_LENGTH - 1)}…`);
    const emoji = summarizeDescription('🚗'.repeat(300));
    expect(emoji.length).toBeLessThanOrEqual(EVENT_SUMMARY_MAX_LENGTH);
    expect(emoji).toBe(`${'🚗'.repeat(99)}…`);
  });
});

describe('eventListQuerySchema', () => {
  it('defaults the page size and refuses a bad section, size or cursor', () => {
    expect(eventListQuerySchema.parse({})).toEqual({ limit: EVENT_PAGE_DEFAULT_LIMIT });
    expect(eventListQuerySchema.parse({ when: 'past', limit: '5' })).toEqual({ when: 'past', limit: 5 });
    expect(eventListQuerySchema.safeParse({ when: 'soon' }).success).toBe(false);
    expect(eventListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(eventListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(eventListQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
    expect(eventListQuerySchema.safeParse({ cursor: '' }).success).toBe(false);
  });
});
