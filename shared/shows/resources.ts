import { eventIdParams } from '../events/schemas';
import { declareResource } from '../http/resource';
import { judgingActionSchema, publishAwardsSchema, scoreSheetParams, scoreSheetSchema } from './judging';
import { scoreSheetAnswerSchema, showAwardsSchema, showDashboardSchema } from './judging-responses';
import {
  myShowSchema,
  showBundleSchema,
  showCarSchema,
  showCheckInAnswerSchema,
  showEntrySchema,
  showResultsSchema,
  showSchema,
  showVoteAnswerSchema,
} from './responses';
import {
  showCarNumberParams,
  showCheckInSchema,
  showClassParams,
  showEntryCreateSchema,
  showEntryParams,
  showParams,
  showSetupSchema,
  showVoteSchema,
  votingActionSchema,
} from './schemas';

/**
 * Show day's reads (docs/product/screens.md Show day): anyone reads a show, its cars and, once People's Choice has
 * closed, its results. The device's copy of a show is the saved show (pwa/src/features/shows/storage), which these
 * reads refresh. Served by api/shows/read-routes.ts and vote-routes.ts.
 */
export const showReadResources = {
  detail: declareResource({
    method: 'GET',
    path: '/api/shows/{eventId}',
    params: showParams,
    response: showSchema,
    access: 'anyone',
    cacheTopic: 'shows',
    device: 'kept',
  }),
  bundle: declareResource({
    method: 'GET',
    path: '/api/shows/{eventId}/offline',
    description:
      'Everything the show needs with no signal: the show, every car (withdrawn ones without owner) by number, and ' +
      'the results once People’s Choice has closed, the awards once published. Revalidate with If-None-Match.',
    params: showParams,
    response: showBundleSchema,
    access: 'anyone',
    cacheTopic: 'shows',
    device: 'kept',
  }),
  car: declareResource({
    method: 'GET',
    path: '/api/shows/{eventId}/entries/{carNumber}',
    params: showCarNumberParams,
    response: showCarSchema,
    access: 'anyone',
    cacheTopic: 'shows',
    device: 'kept',
  }),
  /** Per class once People's Choice has closed; before, the organizer's provisional tally (403 for anyone else). */
  results: declareResource({
    method: 'GET',
    path: '/api/shows/{eventId}/results',
    params: showParams,
    response: showResultsSchema,
    errors: [403],
    access: 'anyone',
    device: 'kept',
  }),
};

/**
 * Show day's member calls: entering a car, voting, checking in and judging, each queued by the
 * outbox while offline and safe to send again (an entry and a check-in carry the client's id; a vote and a score
 * replace the last). `organizer` is the show's organizer or an admin (api/shows/guards.ts). Served by
 * api/shows/entry-routes.ts, vote-routes.ts, check-in-routes.ts and judging-routes.ts.
 */
export const showMemberResources = {
  /** The member's part of a show: their entries, votes, judging and whether they may check cars in. */
  mine: declareResource({
    method: 'GET',
    path: '/api/shows/{eventId}/me',
    params: showParams,
    response: myShowSchema,
    access: 'member',
    device: 'kept-for-member',
  }),
  enter: declareResource({
    method: 'POST',
    path: '/api/shows/{eventId}/entries',
    params: showParams,
    body: showEntryCreateSchema,
    response: showEntrySchema,
    status: 201,
    replayable: true,
    errors: [404, 409],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'show-entry',
  }),
  withdraw: declareResource({
    method: 'POST',
    path: '/api/shows/{eventId}/entries/{entryId}/withdraw',
    params: showEntryParams,
    response: showEntrySchema,
    access: 'member',
    device: 'not-kept',
    outboxKind: 'show-withdraw',
  }),
  vote: declareResource({
    method: 'PUT',
    path: '/api/shows/{eventId}/votes/{classId}',
    params: showClassParams,
    body: showVoteSchema,
    response: showVoteAnswerSchema,
    errors: [409],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'show-vote',
  }),
  checkIn: declareResource({
    method: 'POST',
    path: '/api/shows/{eventId}/check-ins',
    params: showParams,
    body: showCheckInSchema,
    response: showCheckInAnswerSchema,
    status: 201,
    replayable: true,
    errors: [409],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'show-check-in',
  }),
  score: declareResource({
    method: 'PUT',
    path: '/api/shows/{eventId}/scores/{entryId}',
    params: scoreSheetParams,
    body: scoreSheetSchema,
    response: scoreSheetAnswerSchema,
    errors: [403, 409],
    access: 'member',
    device: 'not-kept',
    outboxKind: 'show-score',
  }),
};

/**
 * The organizer's show calls: set-up ahead of the day (queued offline like the event it belongs
 * to), People's Choice and judging at the table, the day at a glance. Served by api/shows/setup-routes.ts,
 * vote-routes.ts and judging-routes.ts.
 */
export const showOrganizerResources = {
  setup: declareResource({
    method: 'PUT',
    path: '/api/events/{id}/show',
    params: eventIdParams,
    body: showSetupSchema,
    response: showSchema,
    errors: [409],
    access: 'organizer',
    device: 'not-kept',
    outboxKind: 'show-setup',
  }),
  /** Stops the event being a show (409 while it has entries). */
  remove: declareResource({
    method: 'DELETE',
    path: '/api/events/{id}/show',
    params: eventIdParams,
    response: null,
    status: 204,
    errors: [409],
    access: 'organizer',
    device: 'not-kept',
  }),
  /** Multipart: the venue map in the field `image`. */
  uploadMap: declareResource({
    method: 'POST',
    path: '/api/events/{id}/show/map',
    params: eventIdParams,
    upload: true,
    response: showSchema,
    access: 'organizer',
    device: 'not-kept',
  }),
  removeMap: declareResource({
    method: 'DELETE',
    path: '/api/events/{id}/show/map',
    params: eventIdParams,
    response: showSchema,
    access: 'organizer',
    device: 'not-kept',
  }),
  /** Opens or closes People's Choice now (the server sets the time). */
  voting: declareResource({
    method: 'POST',
    path: '/api/shows/{eventId}/voting',
    params: showParams,
    body: votingActionSchema,
    response: showSchema,
    access: 'organizer',
    device: 'not-kept',
  }),
  /** Locks judging, or unlocks it (which withdraws published awards). */
  judging: declareResource({
    method: 'POST',
    path: '/api/shows/{eventId}/judging',
    params: showParams,
    body: judgingActionSchema,
    response: showSchema,
    access: 'organizer',
    device: 'not-kept',
  }),
  /** Publishes the class awards and Best of Show (judging must be locked). */
  awards: declareResource({
    method: 'POST',
    path: '/api/shows/{eventId}/awards',
    params: showParams,
    body: publishAwardsSchema,
    response: showAwardsSchema,
    errors: [409],
    access: 'organizer',
    device: 'not-kept',
  }),
  dashboard: declareResource({
    method: 'GET',
    path: '/api/shows/{eventId}/dashboard',
    params: showParams,
    response: showDashboardSchema,
    access: 'organizer',
    device: 'kept-for-member',
  }),
};
