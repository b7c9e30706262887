import { z } from 'zod';
import { CATALOGUE_FIRST_YEAR, CATALOGUE_LAST_YEAR } from './years';

const usd = z.number().int().positive().max(10_000_000);

/** One value-guide row: four condition tiers in whole USD (docs/product/entities.md valuations, docs/product/limits.md). */
export const valuationContentSchema = z
  .object({
    modelSlug: z.string().min(1).max(100),
    year: z.number().int().min(CATALOGUE_FIRST_YEAR).max(CATALOGUE_LAST_YEAR),
    trim: z.string().trim().min(1).max(100),
    excellentValue: usd,
    goodValue: usd,
    fairValue: usd,
    poorValue: usd,
    notes: z.string().trim().max(2000).optional(),
    /** YYYY-MM-DD. */
    lastUpdated: z.iso.date(),
  })
  .refine((v) => v.excellentValue >= v.goodValue && v.goodValue >= v.fairValue && v.fairValue >= v.poorValue, {
    message: 'Values must not rise as condition falls',
  });
export type ValuationContent = z.input<typeof valuationContentSchema>;
