import { z } from 'zod';
import { CATALOGUE_FIRST_YEAR } from '../catalogue/years';
import { withoutBidiControls } from '../text/bidi';
import { VALUATION_SOURCE_MAX_LENGTH, valuationTexts } from './admin-texts';

/** One earlier set of a row's figures: what it was, what it rested on, and until when it stood. */
export const valuationPointSchema = z.object({
  excellentValue: z.number().int(),
  goodValue: z.number().int(),
  fairValue: z.number().int(),
  poorValue: z.number().int(),
  source: z.string(),
  /** YYYY-MM-DD: the date the figures describe the market at. */
  asOf: z.string(),
});
export type ValuationPoint = z.infer<typeof valuationPointSchema>;

/**
 * docs/product/api.md GET /api/valuations item: four condition tiers in whole USD, plus the row's id (admins edit it by
 * id), where the figures come from (`source`) and the market date they describe (`asOf`), and its earlier figures,
 * oldest first (`history`; the current figures are not repeated there). The offline snapshot carries the same rows.
 */
export const valuationSchema = z.object({
  id: z.uuid(),
  modelSlug: z.string(),
  year: z.number().int(),
  trim: z.string(),
  excellentValue: z.number().int(),
  goodValue: z.number().int(),
  fairValue: z.number().int(),
  poorValue: z.number().int(),
  notes: z.string().nullable(),
  /** YYYY-MM-DD: when the row last changed. */
  lastUpdated: z.string(),
  source: z.string(),
  /** YYYY-MM-DD. */
  asOf: z.string(),
  history: z.array(valuationPointSchema),
});
export type Valuation = z.infer<typeof valuationSchema>;
export const valuationListSchema = z.array(valuationSchema);

const usd = z
  .number({ error: valuationTexts.valueRequired })
  .int(valuationTexts.wholeDollars)
  .positive(valuationTexts.valuePositive)
  .max(10_000_000, valuationTexts.valueTooHigh);

/** The figures an admin gives a row: the four values, where they come from, their market date and notes. */
/** Years CATALOGUE_FIRST_YEAR (1958) to 9999 as a pattern, for the API document (the refine below is the check). */
const AS_OF_PATTERN = '^(195[89]|19[6-9]\\d|[2-9]\\d{3})-\\d{2}-\\d{2}$';

const valuationFields = z.object({
  excellentValue: usd,
  goodValue: usd,
  fairValue: usd,
  poorValue: usd,
  source: withoutBidiControls(
    z
      .string({ error: valuationTexts.sourceRequired })
      .trim()
      .min(1, valuationTexts.sourceRequired)
      .max(VALUATION_SOURCE_MAX_LENGTH, valuationTexts.sourceTooLong),
    'Source',
  ),
  /**
   * YYYY-MM-DD, not in the future; defaults to today on the server when left out. Not before the catalogue's first
   * year either: no market for these cars before, and PostgreSQL has no year 0000.
   */
  asOf: z.iso
    .date(valuationTexts.asOfInvalid)
    .refine((value) => value >= `${CATALOGUE_FIRST_YEAR}-01-01`, valuationTexts.asOfInvalid)
    .meta({
      description: `A date (YYYY-MM-DD) from ${CATALOGUE_FIRST_YEAR}-01-01 to today; today when left out`,
      pattern: AS_OF_PATTERN,
    })
    .optional(),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
});
type ValuationFigures = z.output<typeof valuationFields>;
const figuresInOrder = (v: ValuationFigures) => v.excellentValue >= v.goodValue && v.goodValue >= v.fairValue && v.fairValue >= v.poorValue;

/**
 * PUT /api/admin/valuations/{id} (admins only): new figures for a row. A source is required; the previous figures go
 * to the row's history and the change to the activity log, in one transaction.
 */
export const valuationUpdateSchema = valuationFields.refine(figuresInOrder, { message: valuationTexts.valuesOutOfOrder });
export type ValuationUpdateInput = z.input<typeof valuationUpdateSchema>;

export const valuationParams = z.object({ id: z.uuid(valuationTexts.rowNotFound) });

/**
 * POST /api/admin/valuations (admins only): a row for a model, year and trim the guide does not have yet (a year the
 * model was built in, as the catalogue knows it), with its figures and their source. 409 when the row exists.
 */
export const valuationCreateSchema = valuationFields
  .extend({
    modelSlug: z.string({ error: 'Model is required' }).trim().min(1, 'Model is required').max(100, 'Model must be at most 100 characters'),
    year: z.number({ error: 'Year is required' }).int('Year must be a whole number'),
    trim: withoutBidiControls(
      z.string({ error: 'Trim is required' }).trim().min(1, 'Trim is required').max(100, 'Trim must be at most 100 characters'),
      'Trim',
    ),
  })
  .refine(figuresInOrder, { message: valuationTexts.valuesOutOfOrder });
export type ValuationCreateInput = z.input<typeof valuationCreateSchema>;
