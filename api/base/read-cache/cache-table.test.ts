import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../migrations';
import { createTestApp, type TestContext } from '../../test/test-app';
import { CACHED_TABLES, channelOf, readCacheTriggers, readCacheTriggersFingerprint, UNCACHED_TABLES } from './cache-table';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const query = <Row>(sql: string) => ctx.orm.em.fork().getConnection().execute<Row[]>(sql);

/** A trigger's events as a set PostgreSQL and cache-table.ts spell alike: `insert`, `update of name, username`, … */
const eventsOf = (events: string) =>
  events
    .toLowerCase()
    .split(/\s+or\s+/)
    .map((event) => event.trim())
    .sort();

describe("the read cache's table of rules (cache-table.ts)", () => {
  it('lists every table of the migrated database once: cached with the topics a change empties, or uncached with why', async () => {
    const rows = await query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const inDatabase = rows.map((row) => row.table_name).sort();
    const cached = Object.keys(CACHED_TABLES);
    const uncached = Object.keys(UNCACHED_TABLES);
    expect(cached.filter((table) => uncached.includes(table))).toEqual([]);
    // A new table (a new entity and its migration) fails here until cache-table.ts says what changes to it empty.
    expect([...cached, ...uncached].sort()).toEqual(inDatabase);
    for (const why of Object.values(UNCACHED_TABLES)) expect(why.length).toBeGreaterThan(10);
  });

  it("has the database's change-notification triggers be exactly its own, on the events it names", async () => {
    const rows = await query<{ name: string; table: string; definition: string }>(
      `select t.tgname as name, c.relname as table, pg_get_triggerdef(t.oid) as definition
         from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_class c on c.oid = t.tgrelid
        where p.proname = 'notify_read_cache_topic' and not t.tgisinternal`,
    );
    const installed = rows
      .map(({ name, table, definition }) => {
        const [, events = '', channel = ''] =
          /AFTER (.+) ON .+ FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache_topic\('(\w+)'\)/.exec(definition) ?? [];
        return { name, table, channel, events: eventsOf(events) };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const expected = readCacheTriggers()
      .map(({ name, table, topic, on }) => ({ name, table, channel: channelOf(topic), events: eventsOf(on) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(installed).toEqual(expected);
  });

  it('was last recreated in the database by a migration written for it as it is now', () => {
    // A migration that recreates the triggers records the fingerprint of the table it was written for: changing
    // cache-table.ts without such a new migration would leave existing databases with the old triggers.
    const recorded = migrationsList.flatMap(({ name, class: migration }) =>
      'readCacheTriggers' in migration && typeof migration.readCacheTriggers === 'string'
        ? [{ name, fingerprint: migration.readCacheTriggers }]
        : [],
    );
    expect(recorded.at(-1)?.fingerprint, `add a migration that recreates the read cache's triggers, recording this`).toBe(
      readCacheTriggersFingerprint(),
    );
  });
});
