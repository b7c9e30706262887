/**
 * The addresses of the show-day writes the outbox queues, written once: shared/shows/resources.ts declares each call
 * with its address from here, and the service worker's outbox (pwa/src/outbox/kinds/show.ts) fills them in without
 * loading the declarations' schemas, which its script has no room for (bench:pwa's first visit).
 */
export const showWriteAddresses = {
  setup: '/api/events/{id}/show',
  entry: '/api/shows/{eventId}/entries',
  withdraw: '/api/shows/{eventId}/entries/{entryId}/withdraw',
  vote: '/api/shows/{eventId}/votes/{classId}',
  checkIn: '/api/shows/{eventId}/check-ins',
  score: '/api/shows/{eventId}/scores/{entryId}',
} as const;
