import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  SIGN_UP_MAX_PER_ADDRESS,
} from '@shared/auth/limits';
import { authTexts } from '@shared/auth/texts';
import { newAccount, register } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, remoteAddress: string, api = ctx.api) =>
  api.post('/api/auth/login', { email, password }, { remoteAddress });

async function failRepeatedly(email: string, remoteAddress: string, times: number, api = ctx.api) {
  for (let attempt = 0; attempt < times; attempt += 1)
    expect((await signIn(email, 'wrong password', remoteAddress, api)).statusCode).toBe(401);
}

describe('sign-in limits', () => {
  it('after ten failures for one account from one address, that pair is refused with the wait; the owner elsewhere and other accounts here still sign in', async () => {
    const { account: victim } = await register(ctx.app);
    const { account: neighbour } = await register(ctx.app);
    await failRepeatedly(victim.email, '203.0.113.7', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);

    const refused = await signIn(victim.email, victim.password, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: authTexts.tooManyAttempts(15) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await signIn(neighbour.email, neighbour.password, '203.0.113.7')).statusCode).toBe(200);
    expect((await signIn(victim.email, victim.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('a right password forgives the failures of its own address', async () => {
    const { account } = await register(ctx.app);
    await failRepeatedly(account.email, '203.0.113.8', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1);
    expect((await signIn(account.email, account.password, '203.0.113.8')).statusCode).toBe(200);
    await failRepeatedly(account.email, '203.0.113.8', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1);
    expect((await signIn(account.email, account.password, '203.0.113.8')).statusCode).toBe(200);
  });

  it('one address guessing across many accounts is refused well above what a show hotspot needs', async () => {
    const { account } = await register(ctx.app);
    // Spread over accounts, so no pair reaches its own limit.
    for (let guess = 0; guess < LOGIN_MAX_FAILURES_PER_ADDRESS; guess += 1) {
      expect((await signIn(`guess${guess % 20}@example.com`, 'wrong password', '203.0.113.9')).statusCode).toBe(401);
    }
    const refused = await signIn(account.email, account.password, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect((await signIn(account.email, account.password, '203.0.113.10')).statusCode).toBe(200);
  });

  it('an account guessed from everywhere is refused to new addresses, never to one its owner signed in from', async () => {
    const { account } = await register(ctx.app);
    expect((await signIn(account.email, account.password, '198.51.100.30')).statusCode).toBe(200);
    // A botnet's failures, each address below its own limits.
    await ctx.orm.em
      .fork()
      .execute(
        `insert into auth_attempts (kind, email, address) select 'sign-in-failure', ?, '192.0.2.' || (n % 250) from generate_series(1, ?) n`,
        [account.email, LOGIN_MAX_FAILURES_PER_ACCOUNT],
      );
    expect((await signIn(account.email, account.password, '198.51.100.31')).statusCode).toBe(429);
    expect((await signIn(account.email, account.password, '198.51.100.30')).statusCode).toBe(200);
  }, 20_000);

  it('ten attempts at once cannot slip past the limit', async () => {
    const { account } = await register(ctx.app);
    await failRepeatedly(account.email, '203.0.113.11', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS - 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(account.email, 'wrong password', '203.0.113.11')));
    // Each counts the others: at most the two left get to try a password.
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(2);
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true);
  });

  it('counts are shared by two server processes on one database and survive a restart', async () => {
    const { account } = await register(ctx.app);
    const other = await ctx.anotherServer();
    try {
      await failRepeatedly(account.email, '203.0.113.12', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS / 2);
      await failRepeatedly(account.email, '203.0.113.12', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS / 2, other.api);
      expect((await signIn(account.email, account.password, '203.0.113.12')).statusCode).toBe(429);
      expect((await signIn(account.email, account.password, '203.0.113.12', other.api)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('client address behind a proxy', () => {
  it('believes only the configured hop, so a forged X-Forwarded-For neither dodges nor aims the limit', async () => {
    const proxied = await createTestApp({ trustProxy: '127.0.0.1' });
    try {
      const { account } = await register(proxied.app);
      // The proxy (127.0.0.1 here) appends the address it saw; the client wrote whatever it liked before it.
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
        const forged = await proxied.api.post(
          '/api/auth/login',
          { email: account.email, password: 'wrong password' },
          { headers: { 'x-forwarded-for': `10.9.9.${attempt}, 203.0.113.50` } },
        );
        expect(forged.statusCode).toBe(401);
      }
      const fromAttacker = await proxied.api.post(
        '/api/auth/login',
        { email: account.email, password: account.password },
        { headers: { 'x-forwarded-for': '10.9.9.99, 203.0.113.50' } },
      );
      expect(fromAttacker.statusCode).toBe(429);
      const fromOwner = await proxied.api.post(
        '/api/auth/login',
        { email: account.email, password: account.password },
        { headers: { 'x-forwarded-for': '203.0.113.50, 198.51.100.60' } },
      );
      expect(fromOwner.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-up limits', () => {
  it(`allows ${SIGN_UP_MAX_PER_ADDRESS} new accounts per address an hour, then 429; other addresses are not affected`, async () => {
    for (let signUp = 0; signUp < SIGN_UP_MAX_PER_ADDRESS; signUp += 1) {
      expect((await ctx.api.post('/api/auth/register', newAccount(), { remoteAddress: '203.0.113.70' })).statusCode).toBe(201);
    }
    const refused = await ctx.api.post('/api/auth/register', newAccount(), { remoteAddress: '203.0.113.70' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: authTexts.tooManySignUps });
    expect((await ctx.api.post('/api/auth/register', newAccount(), { remoteAddress: '203.0.113.71' })).statusCode).toBe(201);
  });
});

describe('sign-out', () => {
  it('clears the session cookie in the browser as well as on the server', async () => {
    const { cookie } = await register(ctx.app);
    const response = await ctx.api.post('/api/auth/logout', undefined, { cookie });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await ctx.api.get('/api/auth/me', { cookie })).statusCode).toBe(401);
  });
});
