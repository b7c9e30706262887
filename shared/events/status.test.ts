import { describe, expect, it } from 'vitest';
import { eventTiming, isPastEvent, isUpcomingEvent, splitEventsByTiming } from './status';

const now = new Date('2026-06-01T12:00:00Z');
const tomorrow = '2026-06-02T12:00:00.000Z';
const yesterday = '2026-05-31T12:00:00.000Z';

describe('event timing (docs/product/states.md)', () => {
  it('a future upcoming event is upcoming, not past', () => {
    const event = { eventDate: tomorrow, status: 'upcoming' };
    expect(isUpcomingEvent(event, now)).toBe(true);
    expect(isPastEvent(event, now)).toBe(false);
    expect(eventTiming(event, now)).toBe('upcoming');
  });

  it('an event whose date has passed is past even while its status says upcoming', () => {
    const event = { eventDate: yesterday, status: 'upcoming' };
    expect(isUpcomingEvent(event, now)).toBe(false);
    expect(isPastEvent(event, now)).toBe(true);
    expect(eventTiming(event, now)).toBe('past');
  });

  it('a completed event is past even with a future date', () => {
    const event = { eventDate: tomorrow, status: 'completed' };
    expect(isUpcomingEvent(event, now)).toBe(false);
    expect(isPastEvent(event, now)).toBe(true);
  });

  it('an event starting exactly now counts as past', () => {
    expect(eventTiming({ eventDate: now, status: 'upcoming' }, now)).toBe('past');
  });

  it('accepts Date values and treats an unparseable date as past', () => {
    expect(isUpcomingEvent({ eventDate: new Date(tomorrow), status: 'upcoming' }, now)).toBe(true);
    expect(isPastEvent({ eventDate: 'not a date', status: 'upcoming' }, now)).toBe(true);
  });

  it('splits a list into the two sections, keeping its order', () => {
    const events = [
      { id: 'a', eventDate: yesterday, status: 'upcoming' },
      { id: 'b', eventDate: tomorrow, status: 'upcoming' },
      { id: 'c', eventDate: tomorrow, status: 'completed' },
      { id: 'd', eventDate: '2026-07-01T00:00:00Z', status: 'upcoming' },
    ];
    const { upcoming, past } = splitEventsByTiming(events, now);
    expect(upcoming.map((event) => event.id)).toEqual(['b', 'd']);
    expect(past.map((event) => event.id)).toEqual(['a', 'c']);
  });
});
