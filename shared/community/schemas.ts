import { z } from 'zod';
import { withoutBidiControls } from '../text/bidi';

export const COMMUNITY_SLUG_MAX_LENGTH = 60;
export const COMMUNITY_NAME_MAX_LENGTH = 100;

/** A forum community (docs/product/entities.md). Only the seeder writes them for now; an admin form would reuse this. */
export const communityInputSchema = z.object({
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .min(1, 'Slug is required')
    .max(COMMUNITY_SLUG_MAX_LENGTH)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain only lowercase letters, digits and single hyphens'),
  name: withoutBidiControls(
    z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(COMMUNITY_NAME_MAX_LENGTH),
    'Name',
  ),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required'),
});
export type CommunityInput = z.input<typeof communityInputSchema>;
