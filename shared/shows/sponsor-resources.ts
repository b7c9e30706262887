import { z } from 'zod';
import { declareResource } from '../http/resource';
import { optionalWebAddress, requiredText } from '../text/fields';
import { showParams } from './schemas';

export const SPONSORS_MAX = 12;
export const SPONSOR_NAME_MAX = 80;
export const SPONSOR_WEBSITE_MAX = 2_000;

export const sponsorTexts = {
  title: 'Sponsors',
  /** What a row is, for screen readers: "Remove sponsor Ames Performance". */
  noun: 'sponsor',
  none: 'No sponsors named yet.',
  name: (position: number) => `Sponsor ${position} name`,
  website: (position: number) => `Sponsor ${position} website (optional)`,
  nameRequired: 'Sponsor name is required',
  websiteInvalid: 'Website must be an http:// or https:// address',
  tooMany: `A show names at most ${SPONSORS_MAX} sponsors`,
  edit: 'Edit sponsors',
  add: 'Add sponsor',
  save: 'Save sponsors',
  cancel: 'Cancel',
  saved: 'Sponsors saved',
  waiting: 'Sponsors saved on this device: they are sent when the signal returns.',
  failed: 'Could not save the sponsors',
};

const sponsorSchema = z.object({
  name: requiredText(sponsorTexts.nameRequired, 'Sponsor name', SPONSOR_NAME_MAX),
  website: optionalWebAddress('Website', SPONSOR_WEBSITE_MAX, sponsorTexts.websiteInvalid),
});
export type Sponsor = z.output<typeof sponsorSchema>;

/** A show's sponsors in the order the organiser lists them; saving replaces the whole list. */
export const showSponsorsSchema = z.object({ sponsors: z.array(sponsorSchema).max(SPONSORS_MAX, sponsorTexts.tooMany) });
export type ShowSponsors = z.output<typeof showSponsorsSchema>;

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
