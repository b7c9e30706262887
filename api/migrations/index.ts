import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MigrationObject } from '@mikro-orm/core';

/** A migration's file: `Migration<yyyyMMddHHmmss>.ts`, exporting its class under the same name. */
const MIGRATION_FILE = /^(Migration\d{14})\.ts$/;

/**
 * Every migration in this folder, oldest first (their names sort by time): a new one is a file here and nothing else.
 * Read once, when the app's schema is first imported.
 */
const names = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
  .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
  .sort();

export const migrationsList: MigrationObject[] = await Promise.all(
  names.map(async (name) => {
    const module = (await import(`./${name}.ts`)) as Record<string, MigrationObject['class'] | undefined>;
    const migration = module[name];
    if (!migration) throw new Error(`api/migrations/${name}.ts does not export ${name}`);
    return { name, class: migration };
  }),
);
