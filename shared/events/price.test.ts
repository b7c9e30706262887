import { describe, expect, it } from 'vitest';
import { eventPriceText } from './price';

describe('eventPriceText', () => {
  it('names free events, prices paid ones in dollars and leaves an open price out', () => {
    expect(eventPriceText({ isFree: true, price: null })).toBe('Free Event');
    expect(eventPriceText({ isFree: false, price: 1250 })).toBe('$12.50');
    expect(eventPriceText({ isFree: false, price: 0 })).toBe('$0.00');
    expect(eventPriceText({ isFree: false, price: null })).toBeNull();
  });
});
