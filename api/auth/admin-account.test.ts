import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { register } from '../test/http';
import { ensureAdmin } from './admin-account';
import { User } from '../base/identity/user.entity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) => ctx.api.post('/api/auth/login', { email, password });

describe('ensureAdmin (ADMIN_EMAIL at start, npm run admin)', () => {
  it('creates a missing admin who can sign in with the admin role', async () => {
    await ensureAdmin(ctx.orm.em.fork(), 'Boss@Example.com', 'first-password');
    const response = await login('boss@example.com', 'first-password');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ roles: string[] }>().roles).toEqual(['user', 'admin']);
  });

  it('gives the created or promoted admin a confirmed address: no banner asks them to follow a link never sent', async () => {
    await ensureAdmin(ctx.orm.em.fork(), 'operator@example.com', 'operator-password');
    const created = await login('operator@example.com', 'operator-password');
    expect(created.json<{ emailConfirmed: boolean }>().emailConfirmed).toBe(true);

    const { account } = await register(ctx.app);
    expect((await login(account.email, account.password)).json<{ emailConfirmed: boolean }>().emailConfirmed).toBe(false);
    await ensureAdmin(ctx.orm.em.fork(), account.email, 'promoted-password');
    const promoted = await login(account.email, 'promoted-password');
    expect(promoted.json<{ emailConfirmed: boolean }>().emailConfirmed).toBe(true);
  });

  it('promotes an existing member, keeps their name and sets the given password', async () => {
    const { account } = await register(ctx.app);
    await ensureAdmin(ctx.orm.em.fork(), account.email, 'promoted-password');
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    const response = await login(account.email, 'promoted-password');
    expect(response.json()).toMatchObject({ name: account.name, roles: ['user', 'admin'] });
  });

  it('is idempotent: running it twice leaves one account with the role once', async () => {
    await ensureAdmin(ctx.orm.em.fork(), 'twice@example.com', 'secret-one');
    await ensureAdmin(ctx.orm.em.fork(), 'twice@example.com', 'secret-one');
    const users = await ctx.orm.em.fork().find(User, { email: 'twice@example.com' });
    expect(users).toHaveLength(1);
    expect(users[0]?.roles.filter((role) => role === 'admin')).toHaveLength(1);
  });
});
