import type { EventListSection } from '@shared/events/list';
import { eventResources } from '@shared/events/resources';
import { keyOf } from '@/http/resources';

const [EVENTS_ROOT] = keyOf(eventResources.list);

/**
 * The events' query keys, from their declared reads (shared/events/resources.ts). Every event read sits under `all`:
 * a section's pages are keyed by their query (`{ when }`), an event's page and photos by its id.
 */
export const eventKeys = {
  all: keyOf(eventResources.list),
  /** One section's pages (the cursor of each comes in a header). */
  list: (when: EventListSection) => keyOf(eventResources.list, { query: { when } }),
  detail: (id: string) => keyOf(eventResources.detail, { params: { id } }),
  images: (id: string) => keyOf(eventResources.images, { params: { id } }),
};

/** Both sections' pages, never an event's own page: the keys whose second part is the list's query. */
export const isEventListKey = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === EVENTS_ROOT && typeof queryKey[1] === 'object' && queryKey[1] !== null;
