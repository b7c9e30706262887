import { z } from 'zod';
import { offlineSnapshotSchema, type OfflineSnapshot } from '@shared/offline/schemas';

/**
 * Rows checked per task. Checking a whole snapshot (hundreds of year and trim pages) against its schema takes a
 * phone's main thread for a few hundred milliseconds; a few rows at a time, the page stays responsive meanwhile.
 */
const ROWS_PER_TASK = 10;

const { shape } = offlineSnapshotSchema;

/** The snapshot's lists, not yet checked row by row, and the rest of it as it came. */
const listsSchema = z.looseObject({
  models: z.array(z.unknown()),
  years: z.array(z.unknown()),
  trims: z.array(z.unknown()),
  valuations: z.array(z.unknown()),
  diyVideos: z.array(z.unknown()),
  communities: z.array(z.unknown()),
  modelImages: z.array(z.unknown()),
  sales: z.array(z.unknown()),
});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function parseRows<Row extends z.ZodType>(row: Row, rows: readonly unknown[]): Promise<Array<z.output<Row>>> {
  const list = z.array(row);
  const parsed: Array<z.output<Row>> = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TASK) {
    await nextTask();
    parsed.push(...list.parse(rows.slice(start, start + ROWS_PER_TASK)));
  }
  return parsed;
}

/** offlineSnapshotSchema.parse, a few rows per task: the same checks and the same result. */
export async function parseSnapshot(json: unknown): Promise<OfflineSnapshot> {
  const { models, years, trims, valuations, diyVideos, communities, modelImages, sales, ...rest } = listsSchema.parse(json);
  // Everything but the rows, checked by the snapshot's own schema with the lists left empty.
  const head = offlineSnapshotSchema.parse({
    ...rest,
    models: [],
    years: [],
    trims: [],
    valuations: [],
    diyVideos: [],
    communities: [],
    modelImages: [],
    sales: [],
  });
  return {
    ...head,
    models: await parseRows(shape.models.element, models),
    years: await parseRows(shape.years.element, years),
    trims: await parseRows(shape.trims.element, trims),
    valuations: await parseRows(shape.valuations.element, valuations),
    diyVideos: await parseRows(shape.diyVideos.element, diyVideos),
    communities: await parseRows(shape.communities.element, communities),
    modelImages: await parseRows(shape.modelImages.element, modelImages),
    sales: await parseRows(shape.sales.element, sales),
  };
}
