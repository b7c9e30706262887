import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { systemResources } from '@shared/admin/system-resources';
import { systemTexts } from '@shared/admin/system-texts';
import { register, requester, signInAsAdmin, type Requester } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** GET /api/admin/system: the admin's System tab, how the running site is. */
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
    // The job queue's kinds, each with its counts (nothing has failed on a new site).
    expect(status.queues.map((queue) => queue.name)).toEqual(expect.arrayContaining(['backup', 'email', 'notification-email', 'push']));
    expect(status.queues.every((queue) => queue.failed === 0)).toBe(true);
  });

  it('makes a backup on "Back up now", which the status then shows as the last one', async () => {
    const before = systemResources.status.response.parse((await admin.get('/api/admin/system')).json());
    const made = await admin.post('/api/admin/backups');
    expect(made.statusCode, made.body).toBe(201);
    const { backup } = systemResources.backUp.response.parse(made.json());
    expect(backup.name).toMatch(/^pontiac-backup-.*\.tar\.gz$/);
    expect(backup.bytes).toBeGreaterThan(10_000);
    const after = systemResources.status.response.parse((await admin.get('/api/admin/system')).json());
    expect(after.backups.last).toEqual(backup);
    expect(after.backups.kept).toBe(before.backups.kept + 1);
    // Written to the activity log.
    const activity = (await admin.get('/api/admin/activity')).json<{ items: Array<{ action: string; details: unknown }> }>();
    expect(activity.items[0]).toMatchObject({ action: 'backup.create', details: { name: backup.name, bytes: backup.bytes } });
  });

  it('makes a backup when the schedule queues its job', async () => {
    const { kept } = await ctx.app.backups.summary();
    await ctx.app.jobs.send('backup', {});
    await ctx.app.jobs.settle(['backup']);
    expect((await ctx.app.backups.summary()).kept).toBe(kept + 1);
  });

  it('refuses "Back up now" while another backup holds the lock: 409 with words', async () => {
    const client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(4604600)');
      const refused = await admin.post('/api/admin/backups');
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, systemTexts.backupRunning]);
    } finally {
      await client.end();
    }
  });

  it('is for admins only: a member is refused, and so is a visitor', async () => {
    const member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
    expect((await member.get('/api/admin/system')).statusCode).toBe(403);
    expect((await ctx.api.get('/api/admin/system')).statusCode).toBe(401);
    expect((await member.post('/api/admin/backups')).statusCode).toBe(403);
    expect((await ctx.api.post('/api/admin/backups')).statusCode).toBe(401);
  });
});
