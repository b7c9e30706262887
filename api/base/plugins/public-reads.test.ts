import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../events/event-fixture';
import { register, requester, type Requester } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let member: Requester;

beforeAll(async () => {
  ctx = await createTestApp();
  member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
});
afterAll(async () => ctx.close());

describe('public reads (served outside the session scope, app.ts)', () => {
  it('answer a visitor and a signed-in member alike, set no cookie, and leave the member signed in', async () => {
    const event = await createEvent(member, { title: 'Public read check' });
    const urls = [
      '/api/models',
      '/api/valuations',
      '/api/events',
      '/api/events?when=upcoming',
      `/api/events/${event.id}`,
      `/api/events/${event.id}/images`,
      '/api/communities',
    ];
    for (const url of urls) {
      const visitor = await ctx.api.get(url);
      const signedIn = await member.get(url);
      expect(visitor.statusCode, url).toBe(200);
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.body, url).toBe(visitor.body);
      expect(visitor.headers['set-cookie'], url).toBeUndefined();
    }
    expect((await ctx.api.get('/api/events')).json<Array<{ title: string }>>().map((row) => row.title)).toContain('Public read check');
    expect((await member.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('still refuse a change without a session: creating an event or a post needs sign-in', async () => {
    expect((await ctx.api.post('/api/events', { title: 'No session' })).statusCode).toBe(401);
    expect((await ctx.api.post('/api/posts', { communitySlug: 'gto', title: 'No session', body: 'x' })).statusCode).toBe(401);
  });
});
