import { z } from 'zod';
import { CATALOGUE_FIRST_YEAR, CATALOGUE_LAST_YEAR } from './years';

/**
 * Schemas of the catalogue's reference content: model years and trims with their specifications,
 * known issues, restoration tips and sources. The seed files are validated with them, and the API
 * answers with the same shapes. Leave a figure out rather than guess it: every field that is a
 * fact is optional, and every year and trim must cite at least one source.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

export const sourceRefSchema = z.object({
  title: text(300),
  url: z.url().max(2000),
  siteName: text(100).optional(),
});
export type SourceRef = z.infer<typeof sourceRefSchema>;

export const engineSpecSchema = z.object({
  /** As owners name it, e.g. "400 V8 4-bbl Ram Air III": the same engine has the same name in every year and trim. */
  name: text(120),
  /** e.g. "400 cu in (6.6 L)". */
  displacement: text(60).optional(),
  /** Advertised gross hp through 1971, SAE net from 1972. */
  horsepower: z.number().int().positive().max(1000).optional(),
  /** lb-ft, same rating basis as horsepower. */
  torque: z.number().int().positive().max(1000).optional(),
  /**
   * What holds for this engine in this trim and year only, e.g. "automatic only", "standard", "from
   * spring 1968". Kept out of the name, so one engine has one name across a model's years and trims.
   */
  note: text(120).optional(),
});
export type EngineSpec = z.infer<typeof engineSpecSchema>;

export const trimDimensionsSchema = z.object({
  wheelbaseIn: z.number().positive().max(200).optional(),
  lengthIn: z.number().positive().max(300).optional(),
  widthIn: z.number().positive().max(120).optional(),
  heightIn: z.number().positive().max(100).optional(),
  curbWeightLb: z.number().int().positive().max(10000).optional(),
});

export const trimSpecsSchema = z.object({
  engines: z.array(engineSpecSchema).min(1),
  transmissions: z.array(text(120)).min(1),
  dimensions: trimDimensionsSchema.default({}),
  /** Manufacturer's suggested base price of the most basic body style that year, whole USD. */
  basePriceUsd: z.number().int().positive().max(100000).optional(),
});
export type TrimSpecs = z.infer<typeof trimSpecsSchema>;

export const trimNoteSchema = z.object({ title: text(120), description: text(2000) });
export type TrimNote = z.infer<typeof trimNoteSchema>;

export const trimContentSchema = z.object({
  name: text(100),
  specs: trimSpecsSchema,
  issues: z.array(trimNoteSchema).default([]),
  tips: z.array(trimNoteSchema).default([]),
  sources: z.array(sourceRefSchema).min(1, 'Every trim cites at least one source'),
});
export type TrimContent = z.input<typeof trimContentSchema>;

export const yearContentSchema = z.object({
  year: z.number().int().min(CATALOGUE_FIRST_YEAR).max(CATALOGUE_LAST_YEAR),
  overview: text(4000),
  /** Key changes from the year before, one sentence each. */
  changes: z.array(text(500)).default([]),
  /** Total built that model year, when a source gives it. */
  productionNumbers: z.number().int().positive().optional(),
  sources: z.array(sourceRefSchema).min(1, 'Every year cites at least one source'),
  trims: z.array(trimContentSchema).default([]),
});
export type YearContent = z.input<typeof yearContentSchema>;
