/**
 * The addresses of the event writes the outbox queues, written once: shared/events/resources.ts declares each call
 * with its address from here, and the service worker's outbox (pwa/src/outbox/kinds/event.ts) fills them in without
 * loading the declarations' schemas and texts, which its script has no room for (bench:pwa's first visit).
 */
export const eventWriteAddresses = {
  create: '/api/events',
  uploadImage: '/api/events/{id}/images',
} as const;
