import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Trim } from '../catalogue/trim.entity';
import { createTestApp, type TestContext } from '../test/test-app';
import { Migration20261126120000 } from './Migration20261126120000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A database seeded before the engines were renamed: the 1971 GTO with its engines under the old names. */
async function seedOldNames() {
  const em = ctx.orm.em.fork();
  const trim = await em.findOneOrFail(Trim, { slug: 'gto', year: { year: 1971, model: { slug: 'gto' } } });
  trim.engineOptions = ['400 V8 4-bbl', '455 V8 4-bbl (automatic only)', '455 HO V8 4-bbl', 'My own 455 (automatic only)'];
  trim.specs = {
    ...trim.specs!,
    engines: [
      { name: '400 V8 4-bbl', horsepower: 300 },
      { name: '455 V8 4-bbl (automatic only)', horsepower: 325 },
      { name: '455 HO V8 4-bbl', horsepower: 335 },
      { name: 'My own 455 (automatic only)' },
    ],
  };
  await em.flush();
  return trim.id;
}

describe('Migration20261126120000 (one name per engine)', () => {
  it("renames an existing database's seeded engine names and moves their notes, leaving other names alone", async () => {
    const id = await seedOldNames();
    const migration = new Migration20261126120000(ctx.orm.em.getDriver(), ctx.orm.config);
    await migration.up();
    const connection = ctx.orm.em.getConnection();
    // Its queries are SQL text (addSql with strings).
    for (const query of migration.getQueries()) await connection.execute(query as string);

    const trim = await ctx.orm.em.fork().findOneOrFail(Trim, id);
    expect(trim.engineOptions).toEqual(['400 V8 4-bbl', '455 V8 4-bbl', '455 HO V8 4-bbl', 'My own 455 (automatic only)']);
    expect(trim.specs?.engines).toEqual([
      { name: '400 V8 4-bbl', horsepower: 300 },
      { name: '455 V8 4-bbl', note: 'automatic only', horsepower: 325 },
      { name: '455 HO V8 4-bbl', horsepower: 335 },
      { name: 'My own 455 (automatic only)' },
    ]);
  });
});
