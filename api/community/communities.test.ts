import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Community as CommunityDto } from '../../shared/community/responses';
import { Model } from '../catalogue/model.entity';
import { modelSeeds } from '../seeders/data/models';
import { requester, signInAsAdmin } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { Community } from './community.entity';
import { insertPosts, newMember } from './community-fixture';
import { ensureModelCommunities } from './model-communities';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const list = async () => {
  const response = await ctx.api.get('/api/communities');
  expect(response.statusCode).toBe(200);
  return response.json<CommunityDto[]>();
};

describe('GET /api/communities', () => {
  it('lists every community by name with slug, name, description and post count', async () => {
    const author = await newMember(ctx);
    await insertPosts(ctx, author.id, [{ title: 'a' }, { title: 'b' }, { title: 'c', communitySlug: 'firebird' }]);
    const communities = await list();
    const names = communities.map((community) => community.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(communities.find((community) => community.slug === 'gto')).toMatchObject({ name: 'GTO', postCount: 2 });
    expect(communities.find((community) => community.slug === 'firebird')?.postCount).toBe(1);
    expect(communities.find((community) => community.slug === 'general')?.postCount).toBe(0);
    expect(Object.keys(communities[0] ?? {}).sort()).toEqual(['description', 'name', 'postCount', 'slug']);
  });

  it('has a community for every catalogue model at its slug', async () => {
    const slugs = new Set((await list()).map((community) => community.slug));
    for (const model of modelSeeds) expect(slugs.has(model.slug), model.slug).toBe(true);
  });
});

describe('model communities', () => {
  it('adds only the missing ones and never rewrites an existing community', async () => {
    const em = ctx.orm.em.fork();
    em.create(Model, { slug: 'test-special', name: 'Test Special', firstYear: 1970, lastYear: 1971 });
    await em.flush();
    const gto = await em.findOneOrFail(Community, { slug: 'gto' });
    const before = await em.count(Community);

    await ensureModelCommunities(ctx.orm.em.fork());
    await ensureModelCommunities(ctx.orm.em.fork());

    const check = ctx.orm.em.fork();
    expect(await check.count(Community)).toBe(before + 1);
    expect(await check.findOneOrFail(Community, { slug: 'test-special' })).toMatchObject({
      name: 'Test Special',
      description: 'Owners and fans of the Pontiac Test Special: ownership, buying advice, parts and restoration.',
    });
    expect((await check.findOneOrFail(Community, { slug: 'gto' })).description).toBe(gto.description);
  });

  it('a model an admin creates or renames gets its community', async () => {
    const admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
    const model = { name: 'Safari Wagon', firstYear: 1970, lastYear: 1975, description: null, heroImage: null, featured: false };
    const created = await admin.post('/api/admin/models', { ...model, slug: 'safari-wagon' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list()).find((community) => community.slug === 'safari-wagon')).toMatchObject({ name: 'Safari Wagon', postCount: 0 });

    const longSlug = `safari-${'x'.repeat(80)}`;
    const renamed = await admin.put(`/api/admin/models/${created.json<{ id: string }>().id}`, { ...model, slug: longSlug });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const slugs = (await list()).map((community) => community.slug);
    expect(slugs).toEqual(expect.arrayContaining(['safari-wagon', longSlug]));
  });
});
