import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { tablePath } from './manifest';

/**
 * Tables a backup leaves out: the migrations' own record (a restore runs the listed migrations, which writes it) and
 * the texts of pushes waiting to be sent (their jobs are not kept: the job queue's `pgboss` schema holds only work in
 * flight, made again by the running site).
 */
const LEFT_OUT = new Set(['mikro_orm_migrations', 'push_payloads']);
const ROWS_PER_FETCH = 2_000;
const ROWS_PER_INSERT = 1_000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema public), each with the columns a row is written and read with (not generated ones). */
async function tablesOf(client: pg.Client): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      group by c.relname order by c.relname`,
  );
  return rows.filter((table) => !LEFT_OUT.has(table.name));
}

/** The migrations the database has run, in order. */
export async function migrationsOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('select name from public.mikro_orm_migrations order by id');
  return rows.map((row) => row.name);
}

/**
 * Writes every table's rows into `folder` (db/<table>.ndjson) from one snapshot (a read-only REPEATABLE READ
 * transaction): rows written meanwhile by the running site are all in or all out, and foreign keys hold. Returns each
 * table's row count and the migrations the snapshot had run.
 */
export async function dumpDatabase(client: pg.Client, folder: string) {
  await client.query('begin isolation level repeatable read read only');
  try {
    const migrations = await migrationsOf(client);
    const tables: Array<{ name: string; rows: number }> = [];
    for (const table of await tablesOf(client)) {
      const file = createWriteStream(path.join(folder, tablePath(table.name)));
      const columns = table.columns.map(quoted).join(', ');
      await client.query(
        `declare dump no scroll cursor for select row_to_json(r)::text as line from (select ${columns} from only public.${quoted(table.name)}) r`,
      );
      let count = 0;
      for (;;) {
        const { rows } = await client.query<{ line: string }>(`fetch ${ROWS_PER_FETCH} from dump`);
        if (rows.length === 0) break;
        count += rows.length;
        if (!file.write(rows.map((row) => `${row.line}\n`).join(''))) await once(file, 'drain');
      }
      await client.query('close dump');
      file.end();
      await once(file, 'finish');
      tables.push({ name: table.name, rows: count });
    }
    return { migrations, tables };
  } finally {
    await client.query('rollback');
  }
}

/**
 * Loads the rows of a backup's tables (read from `folder`) into a database whose schema the same migrations made, in
 * one transaction: all or nothing, each table's rows replacing what the migrations wrote. Foreign keys and triggers wait (`session_replication_role = replica`, which needs a
 * superuser, as the embedded database's is), so tables load in any order; sequences then continue after their rows.
 */
export async function loadDatabase(client: pg.Client, folder: string, tables: ReadonlyArray<{ name: string }>) {
  const present = new Map((await tablesOf(client)).map((table) => [table.name, table.columns]));
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    // Migrations also write rows (reference data): the backup's rows replace them.
    for (const { name } of tables) if (present.has(name)) await client.query(`delete from public.${quoted(name)}`);
    for (const { name } of tables) {
      const columns = present.get(name);
      if (!columns) throw new Error(`the backup's table ${name} is not in the database its migrations made`);
      const list = columns.map(quoted).join(', ');
      const insert = `insert into public.${quoted(name)} (${list}) select ${list} from json_populate_recordset(null::public.${quoted(name)}, $1::json)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length) await client.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(path.join(folder, tablePath(name))), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= ROWS_PER_INSERT) await flush();
      }
      await flush();
    }
    await client.query(`
      do $$ declare s record; begin
        for s in select format('%I.%I', sn.nspname, seq.relname) as seq, format('%I.%I', tn.nspname, tab.relname) as tab, format('%I', a.attname) as col
          from pg_class seq join pg_namespace sn on sn.oid = seq.relnamespace
          join pg_depend d on d.objid = seq.oid and d.deptype in ('a', 'i')
          join pg_class tab on tab.oid = d.refobjid join pg_namespace tn on tn.oid = tab.relnamespace
          join pg_attribute a on a.attrelid = tab.oid and a.attnum = d.refobjsubid
         where seq.relkind = 'S' and sn.nspname = 'public'
        loop
          execute format('select setval(%L, coalesce((select max(%s) from %s), 1), (select max(%s) from %s) is not null)', s.seq, s.col, s.tab, s.col, s.tab);
        end loop;
      end $$`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Whether the database already holds a site (any migration run). */
export async function holdsASite(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ found: string | null }>(`select to_regclass('public.mikro_orm_migrations')::text as found`);
  if (!rows[0]?.found) return false;
  const { rows: counted } = await client.query<{ n: number }>('select count(*)::int as n from public.mikro_orm_migrations');
  return (counted[0]?.n ?? 0) > 0;
}
