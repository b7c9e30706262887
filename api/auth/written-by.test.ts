import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '../../shared/auth/texts';
import { WRITTEN_BY_HEADER } from '../../shared/http/written-by';
import { register, requester } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const postsTitled = async (title: string) =>
  (await ctx.orm.em.fork().execute<{ id: string }[]>('select id from posts where title = ?', [title])).length;

describe('a queued write names its writer', () => {
  it('is refused (401, nothing written) under another member’s session, and accepted under its writer’s', async () => {
    const ann = await register(ctx.app);
    const bob = await register(ctx.app);
    const onBobsDevice = requester(ctx.app, { cookie: bob.cookie });
    const title = `Written by Ann ${Date.now()}`;

    const refused = await onBobsDevice.post(
      '/api/posts',
      { communitySlug: 'gto', title, body: 'Ann wrote this offline.' },
      { headers: { [WRITTEN_BY_HEADER]: ann.user.id } },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: authTexts.writtenByAnotherMember });
    expect(await postsTitled(title)).toBe(0);

    const signedOut = await ctx.api.post(
      '/api/posts',
      { communitySlug: 'gto', title, body: 'Ann wrote this offline.' },
      { headers: { [WRITTEN_BY_HEADER]: ann.user.id } },
    );
    expect(signedOut.statusCode).toBe(401);

    const onAnnsDevice = requester(ctx.app, { cookie: ann.cookie });
    const sent = await onAnnsDevice.post(
      '/api/posts',
      { communitySlug: 'gto', title, body: 'Ann wrote this offline.' },
      { headers: { [WRITTEN_BY_HEADER]: ann.user.id } },
    );
    expect(sent.statusCode).toBe(201);
    expect(await postsTitled(title)).toBe(1);
  });

  it('changes nothing for reads or for writes that do not name a writer', async () => {
    const ann = await register(ctx.app);
    const bob = await register(ctx.app);
    const onBobsDevice = requester(ctx.app, { cookie: bob.cookie });
    expect((await onBobsDevice.get('/api/auth/me', { headers: { [WRITTEN_BY_HEADER]: ann.user.id } })).statusCode).toBe(200);
    const plain = await onBobsDevice.post('/api/posts', { communitySlug: 'gto', title: `Bob ${Date.now()}`, body: 'Mine.' });
    expect(plain.statusCode).toBe(201);
  });
});
