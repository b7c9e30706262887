/** A show's sponsors: their rule, limits and words, for the form, the route and the screen alike. */
import { z } from 'zod';
import { optionalWebAddress, requiredText } from '../text/fields';

export const SPONSORS_MAX = 12;
export const SPONSOR_NAME_MAX = 80;
export const SPONSOR_WEBSITE_MAX = 2_000;

export const sponsorTexts = {
  title: 'Sponsors',
  none: 'No sponsors named yet.',
  name: (position: number) => `Sponsor ${position} name`,
  website: (position: number) => `Sponsor ${position} website (optional)`,
  nameRequired: 'Sponsor name is required',
  websiteInvalid: 'Website must be an http:// or https:// address',
  tooMany: `A show names at most ${SPONSORS_MAX} sponsors`,
  edit: 'Edit sponsors',
  add: 'Add sponsor',
  remove: (position: number) => `Remove sponsor ${position}`,
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
