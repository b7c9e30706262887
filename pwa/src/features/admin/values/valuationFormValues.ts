import type { z } from 'zod';
import { valuationUpdateSchema, type Valuation } from '@shared/valuations/schemas';

type ValuationUpdate = z.output<typeof valuationUpdateSchema>;

/** What the values form edits: the figures as typed ("62,000" or "$62000"), the source, the as-of date and notes. */
export interface ValuationFormValues {
  excellentValue: string;
  goodValue: string;
  fairValue: string;
  poorValue: string;
  source: string;
  asOf: string;
  notes: string;
}

/** Today as YYYY-MM-DD (UTC, as the server reads an as-of date). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** The row's figures and notes to start from; a new source and date, since new figures rest on new evidence. */
export function valuationFormValuesOf(valuation: Valuation, today = todayIso()): ValuationFormValues {
  return {
    excellentValue: String(valuation.excellentValue),
    goodValue: String(valuation.goodValue),
    fairValue: String(valuation.fairValue),
    poorValue: String(valuation.poorValue),
    source: '',
    asOf: today,
    notes: valuation.notes ?? '',
  };
}

/** A figure as typed: dollar signs, commas and spaces are left out; empty is no value. */
const dollars = (text: string): number | undefined => {
  const digits = text.replace(/[$,\s]/g, '');
  return digits === '' ? undefined : Number(digits);
};

/** Checked with the API's own schema, so the form shows the messages the server would answer. */
export function parseValuationForm(values: ValuationFormValues): z.ZodSafeParseResult<ValuationUpdate> {
  return valuationUpdateSchema.safeParse({
    excellentValue: dollars(values.excellentValue),
    goodValue: dollars(values.goodValue),
    fairValue: dollars(values.fairValue),
    poorValue: dollars(values.poorValue),
    source: values.source,
    asOf: values.asOf.trim() || undefined,
    notes: values.notes.trim() || null,
  });
}

/** A refusal about the figures together (they must not rise as condition falls), which no single field carries. */
export function formMessageOf(values: ValuationFormValues): string | undefined {
  return parseValuationForm(values).error?.issues.find((issue) => issue.path.length === 0)?.message;
}
