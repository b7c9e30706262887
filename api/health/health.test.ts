import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { NOT_READY_MESSAGES } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health and readiness', () => {
  it('says the process is alive, and ready when the database answers and is migrated', async () => {
    const health = await ctx.api.get('/api/health');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await ctx.api.get('/api/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('is not ready while a migration this server knows is not applied', async () => {
    const em = ctx.orm.em.fork();
    const [last] = await em.execute<Array<{ name: string }>>('select name from mikro_orm_migrations order by id desc limit 1');
    await em.execute('delete from mikro_orm_migrations where name = ?', [last?.name]);
    try {
      const ready = await ctx.api.get('/api/ready');
      expect([ready.statusCode, ready.json()]).toEqual([503, { message: NOT_READY_MESSAGES.migrations }]);
      expect(ready.headers['retry-after']).toBeDefined();
      expect((await ctx.api.get('/api/health')).statusCode).toBe(200);
    } finally {
      await em.execute('insert into mikro_orm_migrations (name) values (?)', [last?.name]);
    }
    expect((await ctx.api.get('/api/ready')).statusCode).toBe(200);
  });
});
