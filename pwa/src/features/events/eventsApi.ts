import { eventDetailSchema, eventImageSchema, type EventDetail, type EventImage } from '@shared/events/responses';
import type { EventInput } from '@shared/events/schemas';
import { apiRequest, readJson } from '@/http/client';

/** The event calls that change things (docs/product/api.md plus editing); answers are checked against shared/. */

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

export async function updateEvent({ id, input }: { id: string; input: EventInput }): Promise<EventDetail> {
  return eventDetailSchema.parse(await readJson(await apiRequest('PUT', eventPath(id), input)));
}

export async function deleteEvent(id: string): Promise<void> {
  await apiRequest('DELETE', eventPath(id));
}

/** Multipart, file field 'image' (docs/product/api.md). */
export async function uploadEventImage({ id, file }: { id: string; file: Blob & { name: string } }): Promise<EventImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  return eventImageSchema.parse(await readJson(await apiRequest('POST', `${eventPath(id)}/images`, form)));
}

export async function deleteEventImage({ id, imageId }: { id: string; imageId: string }): Promise<void> {
  await apiRequest('DELETE', `${eventPath(id)}/images/${encodeURIComponent(imageId)}`);
}
