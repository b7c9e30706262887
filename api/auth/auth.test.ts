import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '../../shared/auth/texts';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/auth/signed-in-hint';
import { createTestApp, type TestContext } from '../test/test-app';
import { newAccount, register, sessionCookie } from '../test/http';
import { User } from '../base/identity/user.entity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (cookie?: string) => ctx.api.get('/api/auth/me', { cookie });

describe('register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const account = newAccount('Ada Lovelace');
    const response = await ctx.api.post('/api/auth/register', account);
    expect(response.statusCode).toBe(201);
    const user = response.json<Record<string, unknown>>();
    expect(Object.keys(user).sort()).toEqual(['avatarUrl', 'bio', 'createdAt', 'emailConfirmed', 'id', 'location', 'name', 'roles']);
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      roles: ['user'],
      avatarUrl: null,
      bio: null,
      location: null,
      emailConfirmed: false,
    });
    expect(response.body).not.toContain(account.password);

    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const current = await me(sessionCookie(response));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(user);
  });

  it('stores an argon2id hash with at least the OWASP parameters', async () => {
    const { account } = await register(ctx.app);
    const stored = await ctx.orm.em.fork().findOneOrFail(User, { email: account.email });
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    const { account } = await register(ctx.app);
    const response = await ctx.api.post('/api/auth/register', { ...account, email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: authTexts.emailTaken });
  });

  it.each([
    ['a missing name', { email: 'a@example.com', password: 'secret1' }, /name/i],
    ['a blank name', { name: '   ', email: 'a@example.com', password: 'secret1' }, /Name is required/],
    ['a malformed email', { name: 'A', email: 'not-an-email', password: 'secret1' }, /valid email/],
    ['a short password', { name: 'A', email: 'a@example.com', password: '12345' }, /at least 6 characters/],
    ['an over-long name', { name: 'x'.repeat(101), email: 'a@example.com', password: 'secret1' }, /at most 100/],
    ['an over-long email', { name: 'A', email: `${'x'.repeat(250)}@example.com`, password: 'secret1' }, /at most 254/],
    ['an over-long password', { name: 'A', email: 'a@example.com', password: 'x'.repeat(257) }, /at most 256/],
    ['a number as name', { name: 42, email: 'a@example.com', password: 'secret1' }, /name/i],
    ['an array body', [], /expected object/i],
  ])('answers 400 with a message for %s', async (_case, payload, message) => {
    const response = await ctx.api.post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('answers 400 with a message for malformed JSON and for an empty body', async () => {
    const badJson = await ctx.api.post('/api/auth/register', '{"name": "A",', { headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toHaveProperty('message');

    const empty = await ctx.api.post('/api/auth/register');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('message');
  });

  it('writes nothing when validation fails', async () => {
    const email = 'half-written@example.com';
    await ctx.api.post('/api/auth/register', { name: '', email, password: 'secret1' });
    expect(await ctx.orm.em.fork().count(User, { email })).toBe(0);
  });
});

describe('login, me and logout', () => {
  it('answers 401 from /me when signed out', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
  });

  it('signs in with the right password (email case does not matter) and issues a new session id', async () => {
    const { account, cookie: registrationCookie } = await register(ctx.app);
    const response = await ctx.api.post(
      '/api/auth/login',
      { email: account.email.toUpperCase(), password: account.password },
      {
        cookie: registrationCookie,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: account.name, roles: ['user'] });
    const loginCookie = sessionCookie(response);
    expect(loginCookie).not.toBe(registrationCookie);
    expect((await me(loginCookie)).statusCode).toBe(200);
    // The pre-login session was replaced, not kept alongside.
    expect((await me(registrationCookie)).statusCode).toBe(401);
  });

  it('keeps sessions in PostgreSQL', async () => {
    const { user } = await register(ctx.app);
    const rows = await ctx.orm.em.getConnection().execute('select sid from sessions where user_id = ?', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'wrong password' })],
    ['an unknown email', () => ({ email: 'nobody@example.com', password: 'whatever1' })],
  ])('answers 401 with the exact message for %s', async (_case, body) => {
    const { account } = await register(ctx.app);
    const response = await ctx.api.post('/api/auth/login', body(account.email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 400 for a login without a password or with a malformed email', async () => {
    expect((await ctx.api.post('/api/auth/login', { email: 'a@example.com' })).statusCode).toBe(400);
    const malformed = await ctx.api.post('/api/auth/login', { email: 'nope', password: 'secret1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/valid email/);
  });

  it('writes a session once a day while it is used, not on every signed-in read', async () => {
    const { cookie, user } = await register(ctx.app);
    const connection = ctx.orm.em.getConnection();
    const stored = async () =>
      (
        await connection.execute<Array<{ expires_at: Date; data: unknown }>>('select expires_at, data from sessions where user_id = ?', [
          user.id,
        ])
      )[0];
    const atSignUp = await stored();
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await stored()).toEqual(atSignUp);

    // Last written two days ago: the next read writes it again, good for 30 days from now.
    const day = 24 * 60 * 60 * 1000;
    await connection.execute(
      `update sessions set expires_at = now() + interval '28 days', data = jsonb_set(data, '{storedAt}', to_jsonb(?::bigint)) where user_id = ?`,
      [Date.now() - 2 * day, user.id],
    );
    // This server hears of the change from PostgreSQL (it may remember the session until then).
    const deadline = Date.now() + 5_000;
    let refreshed = await stored();
    while (new Date(refreshed!.expires_at).getTime() < Date.now() + 29 * day && Date.now() < deadline) {
      expect((await me(cookie)).statusCode).toBe(200);
      refreshed = await stored();
    }
    expect(new Date(refreshed!.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * day);
  });

  it('logout destroys the session', async () => {
    const { cookie } = await register(ctx.app);
    const response = await ctx.api.post('/api/auth/logout', undefined, { cookie });
    expect(response.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('the signed-in hint cookie', () => {
  const hintOf = (response: { cookies: Array<{ name: string; value: string; httpOnly?: boolean; expires?: Date }> }) =>
    response.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE);

  it('comes with the session, readable by the page and holding no secret', async () => {
    const response = await ctx.api.post('/api/auth/register', newAccount());
    expect(hintOf(response)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hintOf(response)?.httpOnly).toBeFalsy();
    const login = await ctx.api.post('/api/auth/login', { email: newAccount().email, password: 'nope-nope' });
    expect(hintOf(login)).toBeUndefined();
  });

  it('is given back to a session that lacks it, and goes with the session on sign-out or once it is gone', async () => {
    const { cookie } = await register(ctx.app);
    expect(hintOf(await me(cookie))?.value).toBe('1');
    const hinted = `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1`;
    expect(hintOf(await me(hinted))).toBeUndefined();

    const logout = await ctx.api.post('/api/auth/logout', undefined, { cookie: hinted });
    expect(logout.statusCode).toBe(204);
    expect(hintOf(logout)?.value).toBe('');
    // An ended or unknown session: the 401 clears the hint, so the app stops asking.
    const ended = await me(hinted);
    expect(ended.statusCode).toBe(401);
    expect(hintOf(ended)?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const response = await ctx.api.post('/api/auth/register', newAccount(), { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed' });
  });

  it('refuses a request the browser marks cross-site', async () => {
    const response = await ctx.api.post('/api/auth/logout', undefined, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same request from our own origin', async () => {
    const response = await ctx.api.post('/api/auth/register', newAccount(), {
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('compares the whole origin: another scheme or port of the same host is another site', async () => {
    for (const origin of ['https://localhost:3000', 'http://localhost:3001', 'http://localhost']) {
      const response = await ctx.api.post('/api/auth/register', newAccount(), { headers: { origin, host: 'localhost:3000' } });
      expect([origin, response.statusCode, response.json()]).toEqual([origin, 403, { message: 'Cross-site requests are not allowed' }]);
    }
    // The default port, written or not, is the same origin.
    const defaultPort = await ctx.api.post('/api/auth/register', newAccount(), {
      headers: { origin: 'http://localhost', host: 'localhost:80' },
    });
    expect(defaultPort.statusCode).toBe(201);
  });

  it('takes the scheme a trusted proxy reports (X-Forwarded-Proto) as the site’s', async () => {
    const proxied = await createTestApp({ trustProxy: 'loopback' });
    try {
      const write = (origin: string) =>
        proxied.api.post('/api/auth/register', newAccount(), {
          headers: { origin, host: 'hub.example.org', 'x-forwarded-proto': 'https' },
        });
      expect((await write('https://hub.example.org')).statusCode).toBe(201);
      expect((await write('http://hub.example.org')).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('blocked accounts', () => {
  it('cannot sign in (403) and their existing sessions stop working', async () => {
    const { account, cookie, user } = await register(ctx.app);
    const em = ctx.orm.em.fork();
    await em.nativeUpdate(User, { id: user.id }, { isBlocked: true });

    expect((await me(cookie)).statusCode).toBe(401);
    const login = await ctx.api.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: authTexts.accountBlocked });
  });
});

describe('secure cookies', () => {
  it('marks the session cookie Secure when COOKIE_SECURE is on (behind a TLS proxy)', async () => {
    const secure = await createTestApp({ cookieSecure: true, trustProxy: 'loopback' });
    try {
      const response = await secure.api.post('/api/auth/register', newAccount(), { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
