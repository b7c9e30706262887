import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../shared/notifications/responses';
import { unsubscribeTexts } from '../../shared/notifications/unsubscribe';
import { newMember } from '../community/community-fixture';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What a mail program's web page sends when it posts a one-click unsubscribe (RFC 8058) from its own site. */
const fromAWebMailPage = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'https://mail.example.net',
  'sec-fetch-site': 'cross-site',
};

describe('one-click unsubscribe from another site', () => {
  it('is taken with a valid signature, whatever site it comes from', async () => {
    const member = await newMember(ctx);
    const path = ctx.app.unsubscribeLinks.oneClick(member.id, 'post_reply').slice(TEST_PUBLIC_URL.length);
    const response = await ctx.api.post(path, 'List-Unsubscribe=One-Click', { headers: fromAWebMailPage });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: unsubscribeTexts.done('post_reply') });
    const settings = (await member.api.get('/api/notifications/settings')).json<NotificationSettings>();
    expect(settings.post_reply.email).toBe(false);
  });

  it('is refused with a signature that does not match, changing nothing', async () => {
    const member = await newMember(ctx);
    const path = ctx.app.unsubscribeLinks
      .oneClick(member.id, 'post_reply')
      .slice(TEST_PUBLIC_URL.length)
      .replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
    const response = await ctx.api.post(path, 'List-Unsubscribe=One-Click', { headers: fromAWebMailPage });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: unsubscribeTexts.invalid });
    const settings = (await member.api.get('/api/notifications/settings')).json<NotificationSettings>();
    expect(settings.post_reply.email).toBe(true);
  });
});
