/** Tests only: event bodies and a create that must succeed, for the event API tests. */
import { expect } from 'vitest';
import type { EventDetail } from '../../shared/events/responses';
import type { Requester } from '../test/http';

let counter = 0;
/** A valid create payload with a unique title. */
export const newEventPayload = (overrides: Record<string, unknown> = {}) => ({
  title: `Cruise night ${++counter}`,
  description: 'Bring your Pontiac to Main Street.',
  eventDate: '2030-05-01T22:00:00.000Z',
  location: 'Main Street Diner',
  city: 'Pontiac',
  state: 'MI',
  ...overrides,
});

/** Creates an event as the signed-in `organizer` and returns it; anything but a 201 fails the test. */
export async function createEvent(organizer: Requester, overrides: Record<string, unknown> = {}) {
  const response = await organizer.post('/api/events', newEventPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventDetail>();
}
