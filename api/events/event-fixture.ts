/** Tests only: a valid create payload with a unique title, for the event API tests. */
let counter = 0;
export const newEventPayload = (overrides: Record<string, unknown> = {}) => ({
  title: `Cruise night ${++counter}`,
  description: 'Bring your Pontiac to Main Street.',
  eventDate: '2030-05-01T22:00:00.000Z',
  location: 'Main Street Diner',
  city: 'Pontiac',
  state: 'MI',
  ...overrides,
});
