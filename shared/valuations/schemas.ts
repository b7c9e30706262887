import { z } from 'zod';
import { withoutBidiControls } from '../text/bidi';
import { VALUATION_SOURCE_MAX_LENGTH, valuationTexts } from './admin-texts';

/** One earlier set of a row's figures (issue 34): what it was, what it rested on, and until when it stood. */
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
 * SPEC §7 GET /api/valuations item: four condition tiers in whole USD, plus (issue 34) the row's id (admins edit it by
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

/**
 * PUT /api/admin/valuations/{id} (admins only): new figures for a row. A source is required; the previous figures go
 * to the row's history and the change to the activity log, in one transaction.
 */
export const valuationUpdateSchema = z
  .object({
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
    /** YYYY-MM-DD, not in the future; defaults to today on the server when left out. */
    asOf: z.iso.date(valuationTexts.asOfInvalid).optional(),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
  })
  .refine((v) => v.excellentValue >= v.goodValue && v.goodValue >= v.fairValue && v.fairValue >= v.poorValue, {
    message: valuationTexts.valuesOutOfOrder,
  });
export type ValuationUpdateInput = z.input<typeof valuationUpdateSchema>;

export const valuationParams = z.object({ id: z.uuid(valuationTexts.rowNotFound) });
