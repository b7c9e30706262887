import { describe, expect, it } from 'vitest';
import { eventTexts } from '@shared/events/texts';
import { initialEventValues, parseEventForm, toIsoInstant, toLocalDateTime } from './eventFormValues';

const filled = {
  ...initialEventValues(),
  title: 'Cruise night',
  description: 'Bring your Pontiac.',
  eventDate: '2030-05-01T18:30',
  location: 'Main St',
};

describe('event form values', () => {
  it('reads the local date and time as an instant and back', () => {
    const iso = toIsoInstant('2030-05-01T18:30');
    expect(new Date(iso).getHours()).toBe(18);
    expect(toLocalDateTime(iso)).toBe('2030-05-01T18:30');
  });

  it('starts free, upcoming and empty', () => {
    expect(initialEventValues()).toMatchObject({ isFree: true, status: 'upcoming', title: '', price: '' });
  });

  it('gives the documented messages for the four required fields', () => {
    const result = parseEventForm(initialEventValues());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        eventTexts.titleRequired,
        eventTexts.descriptionRequired,
        eventTexts.eventDateRequired,
        eventTexts.locationRequired,
      ]),
    );
  });

  it('drops a typed price when the event is free and keeps it in cents when not', () => {
    expect(parseEventForm({ ...filled, price: '1250' }).data?.price).toBeNull();
    expect(parseEventForm({ ...filled, isFree: false, price: '1250' }).data).toMatchObject({ isFree: false, price: 1250 });
  });

  it('refuses a bad email and a max attendees that is not a positive whole number', () => {
    expect(parseEventForm({ ...filled, contactEmail: 'nope' }).success).toBe(false);
    expect(parseEventForm({ ...filled, maxAttendees: '0' }).success).toBe(false);
    expect(parseEventForm({ ...filled, maxAttendees: 'ten' }).success).toBe(false);
    expect(parseEventForm({ ...filled, maxAttendees: '40', contactEmail: 'club@example.com' }).data).toMatchObject({ maxAttendees: 40 });
  });
});
