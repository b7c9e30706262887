import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../shared/catalogue/responses';
import type { Post } from '../../shared/community/responses';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX_LENGTH, type SearchResults } from '../../shared/search/schemas';
import { searchBindings, searchSql } from './documents';
import { createPost, newMember, type Member } from '../community/community-fixture';
import { register } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { Post as PostEntity } from '../community/post.entity';
import { User } from '../base/identity/user.entity';

let ctx: TestContext;
let author: Member;
let post: Post;
let ottolineId: string;
let stopWordPostId: string;
const secretEmail = 'quokkamail@example.com';

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx, { name: 'Marguerite Fenwick' });
  post = await createPost(author, { title: 'Rebuilding a Ram Air carburetor', body: 'The quadrajet needed new gaskets.' });
  stopWordPostId = (await createPost(author, { title: 'Thermostat stuck open', body: 'Engine never warms up.' })).id;
  ottolineId = (await register(ctx.app, { name: 'Ottoline Brandywine', email: secretEmail, password: 'correct horse' })).user.id;
});
afterAll(() => ctx.close());

async function search(query: string, limit?: number) {
  const params = new URLSearchParams({ q: query, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const response = await ctx.api.get(`/api/search?${params.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}

describe('GET /api/search', () => {
  it('finds a model by its name, with its years, best match first', async () => {
    const firebird = (await ctx.api.get('/api/models/firebird')).json<ModelDetail>();
    const results = await search('firebird');
    expect(results.models[0]).toEqual({
      slug: 'firebird',
      name: firebird.name,
      firstYear: firebird.firstYear,
      lastYear: firebird.lastYear,
      cardImage: null,
    });
  });

  it('matches the last word as a prefix, so "gt" finds the GTO while typing', async () => {
    const results = await search('gt');
    expect(results.models.map((model) => model.slug)).toContain('gto');
  });

  it('finds a post by a title or body word, stemmed, with its community', async () => {
    const byTitle = await search('carburetors');
    expect(byTitle.posts).toEqual([
      { id: post.id, title: post.title, communitySlug: 'gto', communityName: post.community.name, createdAt: post.createdAt },
    ]);
    expect((await search('quadrajet gask')).posts.map((found) => found.id)).toEqual([post.id]);
  });

  it('still finds by a prefix that is an English stop word ("the" of "thermostat")', async () => {
    expect((await search('the')).posts.map((post) => post.id)).toContain(stopWordPostId);
  });

  it('finds members by name or username, with public fields only', async () => {
    const byName = await search('ottoline brandy');
    expect(byName.users).toEqual([{ id: ottolineId, username: 'ottoline-brandywine', name: 'Ottoline Brandywine' }]);
    expect((await search('marguerite-fenwick')).users.map((user) => user.id)).toEqual([author.id]);
  });

  it('leaves out blocked members and posts a moderator removed', async () => {
    const blocked = await newMember(ctx, { name: 'Zebedee Quillfeather' });
    const removed = await createPost(blocked, { title: 'Zeppelin tailfin restoration', body: 'Chrome and patience.' });
    expect((await search('zebedee')).users.map((user) => user.id)).toEqual([blocked.id]);
    expect((await search('zeppelin')).posts.map((found) => found.id)).toEqual([removed.id]);

    const em = ctx.orm.em.fork();
    await em.nativeUpdate(User, { id: blocked.id }, { isBlocked: true });
    await em.nativeUpdate(PostEntity, { id: removed.id }, { removedAt: new Date() });
    expect((await search('zebedee')).users).toEqual([]);
    expect((await search('zeppelin')).posts).toEqual([]);
  });

  it('never matches or answers an email address', async () => {
    const response = await ctx.api.get(`/api/search?q=${encodeURIComponent('quokkamail')}`);
    expect(response.json()).toEqual({ models: [], posts: [], users: [] });
    const byName = await ctx.api.get('/api/search?q=ottoline');
    expect(byName.body).not.toContain('quokkamail');
    expect(byName.body).not.toContain('@');
  });

  it('answers at most `limit` per group, default 5', async () => {
    const em = ctx.orm.em.fork();
    const many = Array.from({ length: 7 }, (_, index) =>
      em.create(User, {
        email: `pat${index}@example.com`,
        password: 'x',
        name: `Pat Zanzibar ${index}`,
        username: `pat-zanzibar-${index}`,
      }),
    );
    await em.flush();
    expect((await search('zanzibar')).users).toHaveLength(5);
    expect((await search('zanzibar', 2)).users).toHaveLength(2);
    expect((await search('zanzibar', SEARCH_LIMIT_MAX)).users).toHaveLength(many.length);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ["'; drop table users; --"],
    ['gto & | ! ( ) : *'],
    ['!gto'],
    ['gto:*'],
    ['(firebird | gto) & !fiero'],
    ['a:A & b:B'],
    ['\\'],
    ["'"],
    ['?'],
    ['??'],
    ['$1'],
    ['%_'],
    ['<->'],
    ['¹²³ ½'],
    ['💥 gto'],
    ['ǅ'],
  ])('answers %j without failing', async (query) => {
    const response = await ctx.api.get(`/api/search?q=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json<SearchResults>()).sort()).toEqual(['models', 'posts', 'users']);
  });

  it('treats operators as separators, never as search syntax', async () => {
    // "!gto" would mean "not gto" as a tsquery; here it is the word gto.
    expect((await search('!gto')).models.map((model) => model.slug)).toContain('gto');
    expect((await search('& | ! ( ) : *')).models).toEqual([]);
  });

  it.each([
    ['', 'Search text is required'],
    ['q=', 'Search text is required'],
    ['q=%20%20', 'Search text is required'],
    [`q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`, `at most ${SEARCH_QUERY_MAX_LENGTH} characters`],
    ['q=gto&limit=0', 'limit'],
    [`q=gto&limit=${SEARCH_LIMIT_MAX + 1}`, 'limit'],
    ['q=gto&limit=abc', 'limit'],
    ['q=gto&limit=1.5', 'limit'],
    ['q=gto&q=fiero', 'q'],
    ['q=%00', 'NUL'],
  ])('refuses ?%s with a 400 message', async (query, message) => {
    const response = await ctx.api.get(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it.each([
    ['models', 'models_search_idx'],
    ['posts', 'posts_search_idx'],
    ['users', 'users_search_idx'],
  ] as const)('searches %s through the GIN index the migration made', async (group, index) => {
    // The test tables are tiny, so the planner prefers a scan unless told otherwise: this proves the route's
    // expressions are the migration's (a mismatch could never use the index).
    const plan = await ctx.orm.em.fork().transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<Array<{ 'QUERY PLAN': string }>>(`explain ${searchSql[group]}`, searchBindings("'gto':*", 5));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(index);
  });
});
