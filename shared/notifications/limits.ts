/**
 * The live bell's streams (GET /api/notifications/unread-count/stream) one member may hold open at once on one server:
 * the app keeps one per browser, so this is a few browsers and devices, and more are refused (429) before they cost
 * the server anything but the session lookup. Each server counts its own: a member behind a balancer may hold this
 * many on each.
 */
export const UNREAD_STREAMS_PER_MEMBER = 5;
/** The wait a refused stream is told (Retry-After): the bell's poll keeps the count meanwhile. */
export const UNREAD_STREAM_RETRY_AFTER_SECONDS = 30;
