import { channelOf, readCacheTriggers } from './cache-table';

/**
 * The SQL that makes the database's change-notification triggers exactly those of cache-table.ts: every trigger of
 * the read cache is dropped, then the table's are created (the function they run sends the table's name on the
 * topic's channel, on commit). Run by migrations only (Migration20261127000000 and later ones like it).
 */
export function recreateReadCacheTriggersSql(): string[] {
  return [
    `create or replace function notify_read_cache_topic() returns trigger language plpgsql as $$
      begin
        perform pg_notify(tg_argv[0], tg_table_name);
        return null;
      end $$;`,
    `do $$
      declare found record;
      begin
        for found in
          select t.tgname, n.nspname, c.relname
            from pg_trigger t
            join pg_proc p on p.oid = t.tgfoid
            join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
           where p.proname = 'notify_read_cache_topic' and not t.tgisinternal
        loop
          execute format('drop trigger %I on %I.%I', found.tgname, found.nspname, found.relname);
        end loop;
      end $$;`,
    // Only on tables that exist: an earlier migration that runs this makes the triggers of the tables of its time, and
    // the migration that adds a table recreates them all with its own (e.g. Migration20261128000000).
    ...readCacheTriggers().map(
      ({ table, topic, on, name }) =>
        `do $$ begin
          if to_regclass('"${table}"') is not null then
            create trigger "${name}" after ${on} on "${table}" for each statement execute function notify_read_cache_topic('${channelOf(topic)}');
          end if;
        end $$;`,
    ),
  ];
}
