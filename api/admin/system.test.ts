import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemResources } from '@shared/admin/system-resources';
import { register, requester, signInAsAdmin, type Requester } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** GET /api/admin/system: the admin's System tab (issue 46), how the running site is. */
describe('the running site, for admins', () => {
  let ctx: TestContext;
  let admin: Requester;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  });
  afterAll(() => ctx.close());

  it('tells the version, since when this server runs, the database and uploads sizes, and that it is ready', async () => {
    const response = await admin.get('/api/admin/system');
    expect(response.statusCode).toBe(200);
    const status = systemResources.status.response.parse(response.json());
    expect(status.version).toBe(version);
    expect(Date.parse(status.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    // The seeded catalogue alone takes megabytes.
    expect(status.databaseBytes).toBeGreaterThan(1_000_000);
    expect(status.uploads.place).toBe('folder');
    expect(status.uploads.where).toContain('uploads');
    expect([status.ready, status.notReadyBecause]).toEqual([true, null]);
  });

  it('is for admins only: a member is refused, and so is a visitor', async () => {
    const member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
    expect((await member.get('/api/admin/system')).statusCode).toBe(403);
    expect((await ctx.api.get('/api/admin/system')).statusCode).toBe(401);
  });
});
