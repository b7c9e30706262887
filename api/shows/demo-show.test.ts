import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShowBundle } from '../../shared/shows/responses';
import { carFitsClass } from '../../shared/shows/voting';
import { createTestApp, type TestContext } from '../test/test-app';
import { seedDemoShow } from './demo-show';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the demo show of npm run seed:demo', () => {
  it('is a show of demo members’ cars, each fitting its class, numbered 1…; seeding again adds nothing', async () => {
    const em = ctx.orm.em.fork();
    expect(await seedDemoShow(em, 8)).toBeNull();
    await em.execute(
      `insert into users (email, password, name, username)
       select 'demo-member-test-' || n || '@example.com', 'x', 'Demo Member ' || n, 'demo-test-' || n from generate_series(1, 10) n`,
    );
    const seeded = await seedDemoShow(em, 8);
    expect(seeded?.created).toBe(true);
    const bundle = (await ctx.api.get(`/api/shows/${seeded?.eventId}/offline`)).json<ShowBundle>();
    expect(bundle.show.classes.map((item) => item.name)).toEqual(['GTO 1964–67', 'Firebird 1st gen', 'Trans Am', 'Open']);
    expect(bundle.show.schedule.length).toBeGreaterThan(3);
    expect(bundle.entries.map((entry) => entry.carNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const entry of bundle.entries) {
      const showClass = bundle.show.classes.find((item) => item.id === entry.classId);
      expect(showClass && carFitsClass(showClass, entry.car), `${entry.car.modelSlug} ${entry.car.year}`).toBe(true);
    }
    expect(await seedDemoShow(ctx.orm.em.fork(), 8)).toEqual({ eventId: seeded?.eventId, created: false });
    const [counts] = await em.execute<Array<{ shows: number; entries: number }>>(
      `select (select count(*)::int from shows) as shows, (select count(*)::int from show_entries) as entries`,
    );
    expect(counts).toEqual({ shows: 1, entries: 8 });
  });
});
