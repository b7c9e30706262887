import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@shared/http/error';
import { capturedLog } from '../../test/captured-log';
import { startFreezableProxy } from '../../test/freezable-proxy';
import { newAccount } from '../../test/http';
import { createTestApp, untilCachesListen, type TestContext } from '../../test/test-app';
import { REQUEST_DATABASE_TIMEOUTS } from '../db/orm-config';

/**
 * `promise`, or a failure naming `step` if it has not settled within `ms`: a step that hangs says which it is, instead
 * of the whole test running out of time.
 */
function settledWithin<T>(step: string, promise: Promise<T>, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step} did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('what the log never holds', () => {
  it('a sign-up the database refuses logs no SQL values: no email, password or hash', async () => {
    const log = capturedLog();
    const server = await ctx.anotherServer({ logger: log.logger });
    const em = ctx.orm.em.fork();
    await em.execute(
      `create function refuse_users() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
    );
    await em.execute(`create trigger refuse_users before insert on users for each row execute function refuse_users()`);
    try {
      const account = newAccount('Logged Nowhere');
      const response = await server.api.post('/api/auth/register', account);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      const text = log.text();
      expect(text).toContain('unhandled error');
      expect(text).toContain('P0001');
      expect(text).not.toContain(account.email);
      expect(text).not.toContain(account.password);
      expect(text).not.toContain('$argon2id$');
      expect(text).not.toMatch(/insert into/i);
    } finally {
      await em.execute(`drop trigger refuse_users on users; drop function refuse_users()`);
      await server.close();
    }
  });
});

describe('when PostgreSQL stops answering', () => {
  // A busy machine can starve this file's own PostgreSQL proxy for a while; one more try tells that from a real hang,
  // which settledWithin names.
  it(
    'requests that need it get 503 with a message within the request limits, readiness says 503 (the process is still alive), cached reads still answer, and all recover when it answers again',
    { retry: 1, timeout: 120_000 },
    async () => {
      // Every wait on the database ends well within 5 s of an outage; a busy machine adds its own delay on top.
      expect(Math.max(...Object.values(REQUEST_DATABASE_TIMEOUTS))).toBeLessThanOrEqual(3_500);
      const proxy = await startFreezableProxy(new URL(ctx.databaseUrl));
      const log = capturedLog();
      const server = await settledWithin(
        'starting a server behind the proxy',
        ctx.anotherServer({ databaseUrl: proxy.url, logger: log.logger }),
      );
      let failure: Error | undefined;
      try {
        await untilCachesListen(server.app);
        expect((await settledWithin('the first models read', server.api.get('/api/models'))).statusCode).toBe(200);
        proxy.freeze();

        const frozenAt = Date.now();
        const [events, ready, signIn, models, alive] = await settledWithin(
          'the requests during the outage',
          Promise.all([
            server.api.get('/api/events'),
            server.api.get('/api/ready'),
            server.api.post('/api/auth/login', { email: 'someone@example.com', password: 'whatever' }),
            server.api.get('/api/models'),
            server.api.get('/api/health'),
          ]),
        );
        // Answered, not left hanging: the limits above and whatever delay a busy machine adds.
        expect(Date.now() - frozenAt).toBeLessThan(10_000);
        expect(alive.statusCode).toBe(200);
        // What the server holds in its read cache is still answered.
        expect(models.statusCode).toBe(200);
        expect([events.statusCode, ready.statusCode, signIn.statusCode]).toEqual([503, 503, 503]);
        for (const response of [events, ready, signIn]) {
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
          expect(response.headers['retry-after']).toBe('10');
        }
        // Logged once as what it is, not as an unhandled error per request.
        expect(log.text().match(/the database is not answering/g)).toHaveLength(1);
        expect(log.text()).not.toContain('unhandled error');

        proxy.thaw();
        await expect
          .poll(async () => (await settledWithin('readiness after the outage', server.api.get('/api/ready'))).statusCode, {
            timeout: 15_000,
          })
          .toBe(200);
        expect((await settledWithin('a models read after the outage', server.api.get('/api/models'))).statusCode).toBe(200);
      } catch (error) {
        // Said first: a close that then stalls must not hide why the checks failed.
        failure = error instanceof Error ? error : new Error(String(error));
      }
      proxy.thaw();
      // Each piece of background work gets 5 s (12 s for the job queue) to stop before it is left behind
      // (api/base/stop-within.ts), and the pool then closes.
      await settledWithin('closing the server', server.close(), 45_000);
      await settledWithin('closing the proxy', proxy.close());
      if (failure) throw failure;
    },
  );
});
