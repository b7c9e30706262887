import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EventDetail, EventSummary } from '@shared/events/responses';
import { eventPagesSchema, eventSections, type EventPages } from './eventPages';
import { rememberSentEvents } from './sentEventCache';
import { eventKeys } from './eventKeys';

const now = new Date('2030-06-01T12:00:00.000Z');
let counter = 0;
const summary = (eventDate: string, overrides: Partial<EventSummary> = {}): EventSummary => ({
  id: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  title: `Meet ${counter}`,
  description: 'Bring your Pontiac.',
  eventDate,
  location: 'Main St',
  city: null,
  state: null,
  isFree: true,
  price: null,
  status: 'upcoming',
  imageCount: 0,
  organizerId: '00000000-0000-4000-8000-000000000000',
  organizer: { name: 'Grace' },
  isShow: false,
  ...overrides,
});
const pagesOf = (...pages: EventSummary[][]): EventPages => ({
  pages: pages.map((events, index) => ({ events, nextCursor: index < pages.length - 1 ? `cursor-${index}` : null })),
  pageParams: pages.map((_, index) => (index === 0 ? '' : `cursor-${index - 1}`)),
});
const ids = (events: EventSummary[]) => events.map((event) => event.id);

describe('eventSections', () => {
  it('shows the pages in order, each event once, and moves an event that has started since to the top of the past', () => {
    const started = summary('2030-06-01T10:00:00.000Z');
    const soon = summary('2030-06-02T10:00:00.000Z');
    const later = summary('2030-07-01T10:00:00.000Z');
    const yesterday = summary('2030-05-31T10:00:00.000Z');
    const lastYear = summary('2029-06-01T10:00:00.000Z');
    const sections = eventSections(pagesOf([started, soon], [soon, later]), pagesOf([yesterday], [lastYear]), now);
    expect(ids(sections.upcoming)).toEqual(ids([soon, later]));
    expect(ids(sections.past)).toEqual(ids([started, yesterday, lastYear]));
  });

  it('is empty before anything loaded', () => {
    expect(eventSections(undefined, undefined, now)).toEqual({ upcoming: [], past: [] });
  });
});

describe('rememberSentEvents', () => {
  it('puts a sent event into the first page of its section, in order, with its description cut to a summary', () => {
    const client = new QueryClient();
    const first = summary('2031-01-01T10:00:00.000Z');
    const third = summary('2031-03-01T10:00:00.000Z');
    client.setQueryData(eventKeys.list('upcoming'), pagesOf([first, third], [summary('2031-04-01T10:00:00.000Z')]));
    client.setQueryData(eventKeys.list('past'), pagesOf([summary('2020-01-01T10:00:00.000Z')]));
    const event: EventDetail = {
      ...summary('2031-02-01T10:00:00.000Z'),
      description: 'word '.repeat(100),
      address: null,
      zipCode: null,
      contactEmail: null,
      contactPhone: null,
      maxAttendees: null,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    rememberSentEvents(client, [{ kind: 'event', id: event.id, title: event.title, event, imageCount: 2 }]);

    const upcoming = eventPagesSchema.parse(client.getQueryData(eventKeys.list('upcoming')));
    expect(ids(upcoming.pages[0]!.events)).toEqual([first.id, event.id, third.id]);
    expect(upcoming.pages[0]!.events[1]?.imageCount).toBe(2);
    expect(upcoming.pages[0]!.events[1]?.description).toMatch(/…$/);
    expect(upcoming.pages[1]!.events).toHaveLength(1);
    const past = eventPagesSchema.parse(client.getQueryData(eventKeys.list('past')));
    expect(ids(past.pages[0]!.events)).not.toContain(event.id);
    expect(client.getQueryData(eventKeys.detail(event.id))).toEqual(event);
  });
});
