import { declareResource } from '../http/resource';
import { EVENT_NEXT_CURSOR_HEADER, EVENT_SUMMARY_MAX_LENGTH, eventListQuerySchema } from './list';
import { eventDetailSchema, eventImageListSchema, eventImageSchema, eventListSchema } from './responses';
import { eventCreateSchema, eventIdParams, eventImageParams, eventInputSchema } from './schemas';

/**
 * Events (docs/product/screens.md Events, roles.md): anyone reads; a signed-in member creates; the organizer or an
 * admin changes, removes and adds photos (`organizer`: api/events/routes.ts). Creates carry the client's id and
 * photos an Idempotency-Key, so the outbox's resend is made once (`replayable`). Served by api/events/read-routes.ts
 * and routes.ts.
 */
export const eventResources = {
  list: declareResource({
    method: 'GET',
    path: '/api/events',
    description:
      `A page of event summaries (descriptions cut to ${EVENT_SUMMARY_MAX_LENGTH} characters). \`when\`: upcoming ` +
      '(soonest first) or past (most recent first), by the docs/product/states.md rule at the time of the request; without it, ' +
      `every event by date. The next page's cursor is in the ${EVENT_NEXT_CURSOR_HEADER} response header, ` +
      'absent on the last page.',
    query: eventListQuerySchema,
    response: eventListSchema,
    access: 'anyone',
    cacheTopic: 'events',
    device: 'kept',
  }),
  detail: declareResource({
    method: 'GET',
    path: '/api/events/{id}',
    params: eventIdParams,
    response: eventDetailSchema,
    access: 'anyone',
    device: 'kept',
  }),
  images: declareResource({
    method: 'GET',
    path: '/api/events/{id}/images',
    params: eventIdParams,
    response: eventImageListSchema,
    access: 'anyone',
    device: 'kept',
  }),
  create: declareResource({
    method: 'POST',
    path: '/api/events',
    body: eventCreateSchema,
    response: eventDetailSchema,
    status: 201,
    replayable: true,
    errors: [409, 429],
    access: 'signed-in',
    device: 'not-kept',
    outboxKind: 'event',
  }),
  update: declareResource({
    method: 'PUT',
    path: '/api/events/{id}',
    params: eventIdParams,
    body: eventInputSchema,
    response: eventDetailSchema,
    access: 'organizer',
    device: 'not-kept',
  }),
  delete: declareResource({
    method: 'DELETE',
    path: '/api/events/{id}',
    params: eventIdParams,
    response: null,
    status: 204,
    access: 'organizer',
    device: 'not-kept',
  }),
  /** Multipart: the photo in the field `image` (and an optional `caption`); an Idempotency-Key makes a resend harmless. */
  uploadImage: declareResource({
    method: 'POST',
    path: '/api/events/{id}/images',
    params: eventIdParams,
    upload: true,
    response: eventImageSchema,
    status: 201,
    replayable: true,
    errors: [409, 429],
    access: 'organizer',
    device: 'not-kept',
    outboxKind: 'event',
  }),
  deleteImage: declareResource({
    method: 'DELETE',
    path: '/api/events/{id}/images/{imageId}',
    params: eventImageParams,
    response: null,
    status: 204,
    access: 'organizer',
    device: 'not-kept',
  }),
};
