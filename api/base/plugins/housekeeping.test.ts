import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { deleteExpiredRows } from './housekeeping';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const count = async (sql: string) => (await ctx.orm.em.fork().execute<Array<{ n: number }>>(`select count(*)::int as n from ${sql}`))[0]?.n;

describe('housekeeping', () => {
  it('deletes expired sessions and attempts past their window, and keeps what is still in force', async () => {
    const { cookie: kept } = await register(ctx.app);
    const { user } = await register(ctx.app);
    const em = ctx.orm.em.fork();
    await em.execute(`update sessions set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
    await em.execute(`delete from auth_attempts`);
    await em.execute(`insert into auth_attempts (kind, email, address, created_at) values
      ('sign-in-failure', 'a@example.com', '192.0.2.1', now() - interval '16 minutes'),
      ('sign-in-failure', 'a@example.com', '192.0.2.1', now() - interval '1 minute'),
      ('sign-in', 'a@example.com', '192.0.2.1', now() - interval '30 days'),
      ('sign-in', 'a@example.com', '192.0.2.2', now() - interval '91 days')`);
    await em.execute(
      `insert into rate_limit_hits (user_id, action, created_at) values (?, 'post', now() - interval '11 minutes'), (?, 'post', now())`,
      [user.id, user.id],
    );

    expect(await count(`sessions where user_id = '${user.id}'`)).toBe(1);

    await deleteExpiredRows(ctx.orm);

    expect(await count(`sessions where user_id = '${user.id}'`)).toBe(0);
    expect((await ctx.api.get('/api/auth/me', { cookie: kept })).statusCode).toBe(200);
    expect(await count(`auth_attempts`)).toBe(2);
    expect(await count(`rate_limit_hits where user_id = '${user.id}'`)).toBe(1);
  });
});
