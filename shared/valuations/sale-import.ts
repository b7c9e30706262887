import { z } from 'zod';
import { publicSaleSchema } from './sales';

/**
 * An admin imports auction results from a CSV file: first a preview (the rows it would add, and the rows it refuses
 * with their reason), then the import itself, which adds the same rows, approved and credited to the admin. A row
 * already among the sales (the same model, year, trim, price, date and place, imported or reported and not declined)
 * is refused, so a second import of the same file adds nothing.
 */
export const SALE_IMPORT_MAX_ROWS = 2_000;
/** 2,000 rows of auction results with long listing addresses, within the API's 1 MiB body. */
export const SALE_IMPORT_MAX_CHARACTERS = 800_000;

/** The file's columns, named on its first line in any order; the last three may be left out. */
export const SALE_IMPORT_COLUMNS = [
  'model',
  'year',
  'trim',
  'price_usd',
  'sold_on',
  'condition',
  'place',
  'venue',
  'listing_url',
  'vin',
] as const;
export type SaleImportColumn = (typeof SALE_IMPORT_COLUMNS)[number];
export const SALE_IMPORT_OPTIONAL_COLUMNS: readonly SaleImportColumn[] = ['venue', 'listing_url', 'vin'];

export const saleImportTexts = {
  title: 'Import auction results',
  lead: `A CSV file whose first line names its columns: ${SALE_IMPORT_COLUMNS.join(', ')}. The model is its name or its slug; the price in whole US dollars; the date as YYYY-MM-DD; the condition 1 to 4; the venue auction (the default) or private. Imported sales are approved at once, credited to you.`,
  fileLabel: 'CSV file',
  preview: 'Preview the import',
  previewing: 'Reading the file…',
  importNow: (count: number) => (count === 1 ? 'Import 1 sale' : `Import ${count} sales`),
  importing: 'Importing…',
  toAddTitle: (count: number) => (count === 1 ? '1 row to add' : `${count} rows to add`),
  refusedTitle: (count: number) => (count === 1 ? '1 row refused' : `${count} rows refused`),
  nothingToAdd: 'Nothing to add from this file.',
  imported: (count: number) => (count === 1 ? 'Imported 1 sale.' : `Imported ${count} sales.`),
  lineHeader: 'Line',
  carHeader: 'Car',
  saleHeader: 'Sale',
  reasonHeader: 'Why it is refused',
  csvRequired: 'Choose a CSV file',
  tooLarge: `The file is too large: import at most ${SALE_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows at a time`,
  notCsv: (detail: string) => `The file is not readable as CSV: ${detail}`,
  missingColumns: (columns: readonly string[]) => `The first line must name the columns ${columns.join(', ')}`,
  unknownColumn: (column: string) => `Unknown column "${column}"`,
  noRows: 'The file has no rows below its first line',
  fieldCount: (count: number, width: number) => `${count} fields where the first line names ${width} columns`,
  unknownModel: (model: string) => `No model "${model}" in the catalogue`,
  notNumber: (column: string, value: string) => `${column} "${value}" is not a number`,
  alreadyRecorded: 'Already among the sales (imported or reported before)',
  repeatedInFile: (line: number) => `The same sale as line ${line}`,
} as const;

export const saleImportInputSchema = z.object({
  csv: z
    .string({ error: saleImportTexts.csvRequired })
    .min(1, saleImportTexts.csvRequired)
    .max(SALE_IMPORT_MAX_CHARACTERS, saleImportTexts.tooLarge),
});
export type SaleImportInput = z.infer<typeof saleImportInputSchema>;

const lineSchema = z.number().int().min(2);
/** What an import adds (or would add), and what it refuses, by line of the file (its first line names the columns). */
export const saleImportResultSchema = z.object({
  toAdd: z.array(z.object({ line: lineSchema, modelName: z.string(), sale: publicSaleSchema.omit({ id: true, reportedBy: true }) })),
  refused: z.array(z.object({ line: lineSchema, reason: z.string() })),
  /** How many were added: 0 for a preview. */
  added: z.number().int().min(0),
});
export type SaleImportResult = z.infer<typeof saleImportResultSchema>;
