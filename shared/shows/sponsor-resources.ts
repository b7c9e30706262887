import { declareResource } from '../http/resource';
import { showParams } from './schemas';
import { showSponsorsSchema } from './sponsors';

/**
 * A show's sponsors: anyone reads them, and the device keeps what it has read for the day without signal; the
 * organiser (or an admin) replaces them, offline too: the outbox sends the list as declared once the signal returns
 * (replacing the list is safe to repeat). Served by api/shows/sponsor-routes.ts.
 */
export const showSponsorResources = {
  list: declareResource({
    method: 'GET',
    path: '/api/shows/{eventId}/sponsors',
    params: showParams,
    response: showSponsorsSchema,
    errors: [404],
    access: 'anyone',
    cacheTopic: 'shows',
    device: 'kept',
  }),
  replace: declareResource({
    method: 'PUT',
    path: '/api/shows/{eventId}/sponsors',
    params: showParams,
    body: showSponsorsSchema,
    response: showSponsorsSchema,
    errors: [404],
    access: 'organizer',
    device: 'not-kept',
    outboxKind: 'declared',
  }),
};
