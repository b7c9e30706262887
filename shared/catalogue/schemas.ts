import { z } from 'zod';
import { BODY_STYLES } from './body-styles';
import { withoutBidiControls } from '../text/bidi';

/** docs/product/validation.md, limits.md: model years are bounded to 1900-2030; a new model form starts at 1964-1974. */
export const MODEL_YEAR_MIN = 1900;
export const MODEL_YEAR_MAX = 2030;
export const DEFAULT_FIRST_YEAR = 1964;
export const DEFAULT_LAST_YEAR = 1974;
export const MODEL_SLUG_MAX_LENGTH = 100;
export const MODEL_NAME_MAX_LENGTH = 100;

const modelYear = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(MODEL_YEAR_MIN, `${label} must be ${MODEL_YEAR_MIN} or later`)
    .max(MODEL_YEAR_MAX, `${label} must be ${MODEL_YEAR_MAX} or earlier`);

/** Model create/update payload (docs/product/api.md POST/PUT /api/admin/models); the seeder validates its data with it too. */
export const modelInputSchema = z
  .object({
    slug: z
      .string({ error: 'Slug is required' })
      .trim()
      .min(1, 'Slug is required')
      .max(MODEL_SLUG_MAX_LENGTH, `Slug must be at most ${MODEL_SLUG_MAX_LENGTH} characters`)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain only lowercase letters, digits and single hyphens'),
    name: withoutBidiControls(
      z
        .string({ error: 'Name is required' })
        .trim()
        .min(1, 'Name is required')
        .max(MODEL_NAME_MAX_LENGTH, `Name must be at most ${MODEL_NAME_MAX_LENGTH} characters`),
      'Name',
    ),
    firstYear: modelYear('First year'),
    lastYear: modelYear('Last year'),
    description: z.string().trim().max(5000, 'Description must be at most 5000 characters').nullable().default(null),
    heroImage: z
      .string()
      .trim()
      .max(2000, 'Hero image URL must be at most 2000 characters')
      .refine(
        // A path on this site, but not "//host/..." or "/\\host": browsers read those as another site's address.
        (url) => url === '' || /^\/(?![/\\])/.test(url) || /^https?:\/\//.test(url),
        'Hero image must be a web address or a path on this site',
      )
      .transform((url) => url || null)
      .nullable()
      .default(null),
    featured: z.boolean().default(false),
    bodyStyles: z.array(z.enum(BODY_STYLES)).max(BODY_STYLES.length).default([]),
  })
  .refine((model) => model.firstYear <= model.lastYear, {
    message: 'First year must not be after last year',
    path: ['lastYear'],
  });
export type ModelInput = z.input<typeof modelInputSchema>;
export type ModelData = z.output<typeof modelInputSchema>;
