import { describe, expect, it } from 'vitest';
import { scheduleCalendar, scheduleInOrder } from './schedule';
import { testBundle } from './testBundle';

const item = (id: string, startsAt: string, title: string, place: string | null = null) => ({
  id: `60000000-0000-4000-8000-00000000000${id}`,
  startsAt,
  title,
  place,
});
const judging = item('1', '2026-06-01T13:00:00.000Z', 'Judging', 'Main stage');
const gates = item('2', '2026-06-01T08:00:00.000Z', 'Gates open');
const awards = item('3', '2026-06-01T13:00:00.000Z', 'Awards');

describe('scheduleInOrder', () => {
  it('orders by time, then title', () => {
    expect(scheduleInOrder([judging, gates, awards]).map((entry) => entry.title)).toEqual(['Gates open', 'Awards', 'Judging']);
  });
});

describe('scheduleCalendar', () => {
  it('makes one calendar event per starred item, at its time and place, linking to the show’s schedule', () => {
    const { show } = testBundle();
    const calendar = scheduleCalendar(show, [judging, gates], { origin: 'https://hub.example/', now: new Date('2026-05-01T00:00:00Z') });
    const events = calendar.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    expect(events[0]).toContain('DTSTART:20260601T080000Z');
    expect(events[0]).toContain('SUMMARY:Gates open (Pontiac Nationals)');
    expect(events[1]).toContain('LOCATION:Main stage\\, Fairgrounds');
    expect(calendar.replace(/\r\n /g, '')).toContain(`URL:https://hub.example/events/${show.eventId}?tab=schedule`);
    expect(calendar).not.toContain('Free Event');
  });
});
