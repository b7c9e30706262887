import type { EventCreateInput } from '@shared/events/schemas';
import { outboxDb } from './outboxDb';
import type { QueuedEvent } from './types';

export interface NewEventDraft {
  payload: EventCreateInput;
  photos: File[];
  organizer: { id: string; name: string };
}

/**
 * Stores a new event and its photos on the device before anything is sent: whatever happens to the
 * network or the app afterwards, it is either on the server or still here. Returns the event's id.
 */
export async function queueEvent({ payload, photos, organizer }: NewEventDraft): Promise<string> {
  const id = crypto.randomUUID();
  const item: QueuedEvent = {
    id,
    payload: { ...payload, id },
    organizerId: organizer.id,
    organizerName: organizer.name,
    photos: photos.map((photo) => ({ key: crypto.randomUUID(), blob: photo, name: photo.name, sent: false })),
    eventCreated: false,
    state: 'waiting',
    lastError: null,
    attempts: 0,
    queuedAt: new Date().toISOString(),
  };
  await outboxDb.events.add(item);
  return id;
}
