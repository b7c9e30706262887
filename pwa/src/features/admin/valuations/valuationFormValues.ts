import type { z } from 'zod';
import { todayIso } from '@shared/valuations/format';
import { valuationCreateSchema, valuationUpdateSchema, type Valuation } from '@shared/valuations/schemas';

/**
 * What the values form edits: the figures as typed ("62,000" or "$62000"), the source, the as-of date and notes; for
 * a new row also its model, year (a select's value, '' until chosen) and trim.
 */
export interface ValuationFormValues {
  modelSlug: string;
  year: string;
  trim: string;
  excellentValue: string;
  goodValue: string;
  fairValue: string;
  poorValue: string;
  source: string;
  asOf: string;
  notes: string;
}

/**
 * A row's figures and notes to start from (a new source and date, since new figures rest on new evidence), or an
 * empty form for a new row.
 */
export function valuationFormValuesOf(valuation: Valuation | null, today = todayIso()): ValuationFormValues {
  return {
    modelSlug: valuation?.modelSlug ?? '',
    year: valuation ? String(valuation.year) : '',
    trim: valuation?.trim ?? '',
    excellentValue: valuation ? String(valuation.excellentValue) : '',
    goodValue: valuation ? String(valuation.goodValue) : '',
    fairValue: valuation ? String(valuation.fairValue) : '',
    poorValue: valuation ? String(valuation.poorValue) : '',
    source: '',
    asOf: today,
    notes: valuation?.notes ?? '',
  };
}

/** A figure as typed: dollar signs, commas and spaces are left out; empty is no value. */
const dollars = (text: string): number | undefined => {
  const digits = text.replace(/[$,\s]/g, '');
  return digits === '' ? undefined : Number(digits);
};

const figuresOf = (values: ValuationFormValues) => ({
  excellentValue: dollars(values.excellentValue),
  goodValue: dollars(values.goodValue),
  fairValue: dollars(values.fairValue),
  poorValue: dollars(values.poorValue),
  source: values.source,
  asOf: values.asOf.trim() || undefined,
  notes: values.notes.trim() || null,
});

/** New figures for a row, checked with the API's own schema, so the form shows the messages the server would answer. */
export const parseValuationForm = (values: ValuationFormValues): z.ZodSafeParseResult<z.output<typeof valuationUpdateSchema>> =>
  valuationUpdateSchema.safeParse(figuresOf(values));

/** A new row, checked the same way. */
export const parseNewValuationForm = (values: ValuationFormValues): z.ZodSafeParseResult<z.output<typeof valuationCreateSchema>> =>
  valuationCreateSchema.safeParse({
    ...figuresOf(values),
    modelSlug: values.modelSlug,
    year: values.year === '' ? undefined : Number(values.year),
    trim: values.trim,
  });

/** A refusal about the figures together (they must not rise as condition falls), which no single field carries. */
export function formMessageOf(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.error?.issues.find((issue) => issue.path.length === 0)?.message;
}
