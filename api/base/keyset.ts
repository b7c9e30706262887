import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { adminTexts } from '../../shared/admin/texts';
import { HttpError } from './plugins/errors';

/**
 * Keyset pages, newest first, for any list (the admin's, the notifications): the cursor is the last row's (created_at, id). The timestamp
 * travels as UTC text with microseconds so no row is skipped or repeated between pages.
 */
const cursorSchema = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.uuid(),
});
export type PageCursor = z.infer<typeof cursorSchema>;

/** SQL for a row's cursor timestamp; select it `as cursor_at`. */
export const cursorAtSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor that is not one of ours, or names an impossible date, is a 400 (never a database error). */
export function decodeCursor(text: string | undefined): PageCursor | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, adminTexts.invalidCursor);
  }
  const cursor = cursorSchema.safeParse(parsed);
  // A date such as Feb 31 matches the pattern but would roll over: it must survive a round trip.
  const valid = cursor.success && new Date(cursor.data.at).toISOString().slice(0, 19) === cursor.data.at.slice(0, 19);
  if (!valid) throw new HttpError(400, adminTexts.invalidCursor);
  return cursor.data;
}

const encodeCursor = (cursor: PageCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/**
 * Runs `select` (which must select `id` and `cursor_at`, and may use `where`) with the cursor condition on
 * `alias` added, newest first, one row more than a page to know whether another follows.
 */
export async function keysetPage<Row extends { id: string; cursor_at: string }>(
  em: EntityManager,
  options: { select: string; alias: string; where: string[]; params: unknown[]; cursor: string | undefined; size: number },
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const cursor = decodeCursor(options.cursor);
  const where = [...options.where];
  const params = [...options.params];
  if (cursor) {
    where.push(`(${options.alias}.created_at, ${options.alias}.id) < (?::timestamptz, ?::uuid)`);
    params.push(cursor.at, cursor.id);
  }
  params.push(options.size + 1);
  const rows = await em.execute<Row[]>(
    `${options.select}
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by ${options.alias}.created_at desc, ${options.alias}.id desc
     limit ?`,
    params,
  );
  const page = rows.slice(0, options.size);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > options.size && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null };
}
