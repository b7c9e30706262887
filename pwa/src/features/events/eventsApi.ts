import type { EventDetail, EventImage } from '@shared/events/responses';
import { eventResources } from '@shared/events/resources';
import type { EventInput } from '@shared/events/schemas';
import { callResource } from '@/http/resources';

/** The event calls that change things (shared/events/resources.ts); answers are checked before the UI uses them. */

export const updateEvent = ({ id, input }: { id: string; input: EventInput }): Promise<EventDetail> =>
  callResource(eventResources.update, { params: { id }, body: input });

export const deleteEvent = (id: string): Promise<void> => callResource(eventResources.delete, { params: { id } });

/** Multipart, file field 'image'. */
export function uploadEventImage({ id, file }: { id: string; file: Blob & { name: string } }): Promise<EventImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  return callResource(eventResources.uploadImage, { params: { id }, body: form });
}

export const deleteEventImage = ({ id, imageId }: { id: string; imageId: string }): Promise<void> =>
  callResource(eventResources.deleteImage, { params: { id, imageId } });
