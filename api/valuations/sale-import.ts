import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  SALE_IMPORT_COLUMNS,
  SALE_IMPORT_MAX_ROWS,
  SALE_IMPORT_OPTIONAL_COLUMNS,
  saleImportTexts as texts,
  type SaleImportColumn,
  type SaleImportResult,
} from '../../shared/valuations/sale-import';
import { saleReportInputSchema, saleTexts } from '../../shared/valuations/sales';
import { HttpError } from '../base/plugins/errors';

type PlannedSale = SaleImportResult['toAdd'][number]['sale'] & { vin: string | null };
export interface ImportPlan {
  toAdd: Array<{ line: number; modelName: string; sale: PlannedSale }>;
  refused: SaleImportResult['refused'];
}

/** csv-parse's records with `info: true`: each row's fields and the line it ends on. */
const parsedRowsSchema = z.array(z.object({ record: z.array(z.string()), info: z.object({ lines: z.number().int() }) }));

/** The file's rows by the columns its first line names, each with its line number; 400 for a file that cannot be read. */
function readRows(csv: string): Array<{ line: number; fields: Partial<Record<SaleImportColumn, string>>; count: number; width: number }> {
  let parsed: z.infer<typeof parsedRowsSchema>;
  try {
    // relax_column_count: a row with a field too many or too few is refused alone, not the whole file.
    parsed = parsedRowsSchema.parse(parse(csv, { bom: true, info: true, trim: true, skip_empty_lines: true, relax_column_count: true }));
  } catch (error) {
    if (error instanceof CsvError) throw new HttpError(400, texts.notCsv(error.message));
    throw error;
  }
  const [head, ...rows] = parsed;
  if (!head) throw new HttpError(400, texts.missingColumns(SALE_IMPORT_COLUMNS));
  const header = head.record.map((name) => name.trim().toLowerCase());
  const unknown = header.find((name) => !(SALE_IMPORT_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined) throw new HttpError(400, texts.unknownColumn(unknown));
  const missing = SALE_IMPORT_COLUMNS.filter((name) => !SALE_IMPORT_OPTIONAL_COLUMNS.includes(name) && !header.includes(name));
  if (missing.length) throw new HttpError(400, texts.missingColumns(missing));
  if (rows.length === 0) throw new HttpError(400, texts.noRows);
  if (rows.length > SALE_IMPORT_MAX_ROWS) throw new HttpError(400, texts.tooLarge);
  return rows.map(({ record, info }) => ({
    line: info.lines,
    fields: Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])),
    count: record.length,
    width: header.length,
  }));
}

/** What makes two sales the same sale: the car, the price, the day and the place. */
const sameSaleKey = (sale: { modelSlug: string; year: number; trim: string; priceUsd: number; soldOn: string; place: string }) =>
  [sale.modelSlug, sale.year, sale.trim.toLowerCase(), sale.priceUsd, sale.soldOn, sale.place.toLowerCase()].join('|');

/** A whole number as a person writes it ("$23,456", "1969"), or the text itself for the shared rule to refuse. */
const wholeNumber = (value: string): number | string => {
  const digits = value.replace(/[$,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : value;
};

interface CatalogueModel {
  slug: string;
  name: string;
  first_year: number;
  last_year: number;
}

/**
 * What the file would add and what it refuses, each row checked by the rule a member's report is (shared/valuations/
 * sales.ts), against the catalogue's models and years, and against the sales already recorded and the file's earlier
 * rows. Nothing is written.
 */
export async function planSaleImport(em: EntityManager, csv: string): Promise<ImportPlan> {
  const rows = readRows(csv);
  const models = await em.execute<CatalogueModel[]>(`select slug, name, first_year, last_year from models`);
  const modelByName = new Map(
    models.flatMap((model) => [[model.slug.toLowerCase(), model] as const, [model.name.toLowerCase(), model] as const]),
  );
  const recorded = await em.execute<
    Array<{ model_slug: string; year: number; trim: string; price_usd: number; sold_on: string; place: string }>
  >(
    `select model_slug, year, trim, price_usd, to_char(sold_on, 'YYYY-MM-DD') as sold_on, place from sale_reports where state <> 'declined'`,
  );
  const known = new Set(
    recorded.map((row) =>
      sameSaleKey({
        modelSlug: row.model_slug,
        year: row.year,
        trim: row.trim,
        priceUsd: row.price_usd,
        soldOn: row.sold_on,
        place: row.place,
      }),
    ),
  );
  const firstLineOf = new Map<string, number>();
  const plan: ImportPlan = { toAdd: [], refused: [] };
  for (const { line, fields, count, width } of rows) {
    const refuse = (reason: string) => plan.refused.push({ line, reason });
    if (count !== width) {
      refuse(texts.fieldCount(count, width));
      continue;
    }
    const modelText = fields.model ?? '';
    const model = modelByName.get(modelText.toLowerCase());
    if (!model) {
      refuse(texts.unknownModel(modelText));
      continue;
    }
    const checked = saleReportInputSchema.safeParse({
      id: randomUUID(),
      modelSlug: model.slug,
      year: wholeNumber(fields.year ?? ''),
      trim: fields.trim,
      priceUsd: wholeNumber(fields.price_usd ?? ''),
      soldOn: fields.sold_on,
      condition: wholeNumber((fields.condition ?? '').replace(/^#/, '')),
      venue: (fields.venue || 'auction').toLowerCase(),
      place: fields.place,
      listingUrl: fields.listing_url || null,
      vin: fields.vin || null,
      note: null,
    });
    if (!checked.success) {
      refuse([...new Set(checked.error.issues.map((issue) => issue.message))].join('; '));
      continue;
    }
    const { id: _id, note: _note, ...sale } = checked.data;
    if (sale.year < model.first_year || sale.year > model.last_year) {
      refuse(saleTexts.yearOutside(model.name, model.first_year, model.last_year));
      continue;
    }
    const key = sameSaleKey(sale);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) refuse(texts.repeatedInFile(earlier));
    else if (known.has(key)) refuse(texts.alreadyRecorded);
    else plan.toAdd.push({ line, modelName: model.name, sale });
    if (earlier === undefined) firstLineOf.set(key, line);
  }
  return plan;
}

/** The plan's rows added in one statement, approved by the admin who imports them and credited to them. */
export async function addPlannedSales(em: EntityManager, plan: ImportPlan, adminId: string): Promise<void> {
  if (plan.toAdd.length === 0) return;
  const rows = plan.toAdd.map(({ sale }) => ({
    id: randomUUID(),
    model_slug: sale.modelSlug,
    year: sale.year,
    trim: sale.trim,
    price_usd: sale.priceUsd,
    sold_on: sale.soldOn,
    condition: sale.condition,
    venue: sale.venue,
    place: sale.place,
    listing_url: sale.listingUrl,
    vin: sale.vin,
  }));
  await em.execute(
    `insert into sale_reports (id, user_id, model_slug, year, trim, price_usd, sold_on, condition, venue, place, listing_url, vin, state, reviewed_by_id, reviewed_at)
     select r.id, ?, r.model_slug, r.year, r.trim, r.price_usd, r.sold_on, r.condition, r.venue, r.place, r.listing_url, r.vin, 'approved', ?, now()
       from jsonb_to_recordset(?::jsonb) as r(id uuid, model_slug text, year int, trim text, price_usd int, sold_on date, condition smallint,
         venue text, place text, listing_url text, vin text)`,
    [adminId, adminId, JSON.stringify(rows)],
  );
}
