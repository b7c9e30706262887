import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreezableProxy } from '../../test/freezable-proxy';
import { createTestApp, untilCachesListen, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('DATABASE_LISTEN_URL', () => {
  it('carries the read cache LISTEN connection, and only it: requests keep using DATABASE_URL', async () => {
    const direct = await startFreezableProxy(new URL(ctx.databaseUrl));
    const server = await ctx.anotherServer({ databaseListenUrl: direct.url });
    try {
      // Listening through the direct address: cached answers are served and emptied by notifications.
      await untilCachesListen(server.app);
      expect((await server.api.get('/api/models')).statusCode).toBe(200);

      // That connection gone, nothing may be kept any more, while requests still reach the database as before.
      await direct.close();
      await expect.poll(() => server.app.readCache.serving, { timeout: 10_000 }).toBe(false);
      expect((await server.api.get('/api/events')).statusCode).toBe(200);
      expect((await server.api.get('/api/ready')).statusCode).toBe(200);
    } finally {
      await server.close();
      await direct.close();
    }
  });
});
