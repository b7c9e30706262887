import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminLogPage, AdminReport, AdminReportPage, AdminStats, AdminUser, AdminUserPage } from '../../shared/admin/schemas';
import type { PostDetail } from '../../shared/community/thread-responses';
import { createComment, createPost, forgetRateLimits, newMember, unknownId, type Member } from '../community/community-fixture';
import { register, requester, sessionCookie, signInAsAdmin } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { AdminLog } from '../base/activity-log/admin-log.entity';
import { Report } from '../community/report.entity';

const REMOVED = '[removed by a moderator]';

let ctx: TestContext;
let admin: Member;
let moderator: Member;
let member: Member;
let author: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  const cookie = await signInAsAdmin(ctx);
  const me = await requester(ctx.app, { cookie }).get('/api/auth/me');
  admin = { api: requester(ctx.app, { cookie }), id: me.json<{ id: string }>().id, cookie };
  moderator = await newMember(ctx, { name: 'Mod Erator', role: 'moderator' });
  member = await newMember(ctx, { name: 'Plain Member' });
  author = await newMember(ctx, { name: 'Post Author' });
});
beforeEach(() => forgetRateLimits(ctx));
afterAll(() => ctx.close());

async function report(by: Member, targetType: 'post' | 'comment', targetId: string, reason = 'Spam') {
  const response = await by.api.post('/api/reports', { targetType, targetId, reason });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const pendingReports = async (by: Member) => (await by.api.get('/api/admin/reports?status=pending')).json<AdminReportPage>().items;
const logsOf = (action: string, targetId: string) => ctx.orm.em.fork().find(AdminLog, { action, targetId }, { populate: ['actor'] });

describe('who may call what', () => {
  const moderatorRoutes: Array<[string, string]> = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/reports'],
    ['POST', `/api/admin/reports/${unknownId}/remove`],
    ['POST', `/api/admin/reports/${unknownId}/dismiss`],
  ];
  const adminRoutes: Array<[string, string]> = [
    ['GET', '/api/admin/users'],
    ['PUT', `/api/admin/users/${unknownId}/roles`],
    ['POST', `/api/admin/users/${unknownId}/block`],
    ['POST', `/api/admin/users/${unknownId}/unblock`],
    ['GET', '/api/admin/activity'],
  ];
  const call = (who: Member | null, [method, url]: [string, string]) =>
    (who?.api ?? ctx.api).request(
      method === 'GET' ? 'GET' : method === 'PUT' ? 'PUT' : 'POST',
      url,
      method === 'PUT' ? { roles: ['user'] } : undefined,
    );
  // Past the guard, the unknown ids answer 404 and the lists 200.
  const passed = (method: string, url: string) => (url.includes(unknownId) ? 404 : method === 'GET' ? 200 : 201);

  it('signed out 401, member 403; moderators reach reports and counters only; admins reach everything', async () => {
    for (const route of [...moderatorRoutes, ...adminRoutes]) {
      expect((await call(null, route)).statusCode, `signed out ${route.join(' ')}`).toBe(401);
      expect((await call(member, route)).statusCode, `member ${route.join(' ')}`).toBe(403);
      expect((await call(admin, route)).statusCode, `admin ${route.join(' ')}`).toBe(passed(...route));
    }
    for (const route of moderatorRoutes) expect((await call(moderator, route)).statusCode, route.join(' ')).toBe(passed(...route));
    for (const route of adminRoutes) expect((await call(moderator, route)).statusCode, route.join(' ')).toBe(403);
  });

  it('malformed ids and cursors are 404 and 400, never 500', async () => {
    expect((await moderator.api.post('/api/admin/reports/nope/remove')).statusCode).toBe(404);
    expect((await admin.api.post('/api/admin/users/nope/block')).statusCode).toBe(404);
    for (const cursor of [
      'nope',
      Buffer.from(JSON.stringify({ at: '2026-02-31T00:00:00.000000Z', id: unknownId })).toString('base64url'),
    ]) {
      const response = await admin.api.get(`/api/admin/activity?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/no longer valid/);
    }
    expect((await moderator.api.get('/api/admin/reports?status=closed')).statusCode).toBe(400);
  });
});

describe('reports', () => {
  it('lists a report with its content in context, and the counters count it', async () => {
    const before = (await moderator.api.get('/api/admin/stats')).json<AdminStats>();
    const post = await createPost(author, { title: 'Cheap parts here', body: 'Visit my shop' });
    const reportId = await report(member, 'post', post.id, 'Advertising');
    const after = (await moderator.api.get('/api/admin/stats')).json<AdminStats>();
    expect(after).toEqual({
      totalUsers: before.totalUsers,
      totalPosts: before.totalPosts + 1,
      totalReports: before.totalReports + 1,
      pendingReports: before.pendingReports + 1,
    });
    const [listed] = await pendingReports(moderator);
    expect(listed).toMatchObject({
      id: reportId,
      targetType: 'post',
      reason: 'Advertising',
      status: 'pending',
      reporter: { id: member.id, name: 'Plain Member' },
      target: {
        title: 'Cheap parts here',
        excerpt: 'Visit my shop',
        author: { id: author.id, name: 'Post Author' },
        community: { slug: 'gto' },
        link: `/post/${post.id}`,
        removed: false,
      },
    } satisfies Partial<Record<keyof AdminReport, unknown>>);
  });

  it('remove soft-deletes the post, resolves every pending report of it, and logs the original', async () => {
    const post = await createPost(author, { title: 'Rude title', body: 'Rude body' });
    const first = await report(member, 'post', post.id);
    const second = await report(moderator, 'post', post.id);
    const removed = await moderator.api.post(`/api/admin/reports/${first}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<AdminReport>()).toMatchObject({ status: 'resolved', target: { title: REMOVED, removed: true } });

    const shown = (await ctx.api.get(`/api/posts/${post.id}`)).json<PostDetail>();
    expect(shown).toMatchObject({ id: post.id, title: REMOVED, body: REMOVED });
    const statuses = await ctx.orm.em.fork().find(Report, { id: { $in: [first, second] } });
    expect(statuses.map((row) => row.status)).toEqual(['resolved', 'resolved']);

    const [log] = await logsOf('report.remove', post.id);
    expect(log?.actor?.id).toBe(moderator.id);
    expect(log?.details).toMatchObject({ reportId: first, resolvedReports: 2, original: { title: 'Rude title', body: 'Rude body' } });
  });

  it('remove works on a comment; the thread keeps its place with the removal text', async () => {
    const post = await createPost(author);
    const comment = await createComment(author, post.id, { body: 'Insulting words' });
    const reportId = await report(member, 'comment', comment.id, 'Insult');
    const [listed] = (await pendingReports(admin)).filter((row) => row.id === reportId);
    expect(listed?.target).toMatchObject({ title: post.title, excerpt: 'Insulting words', link: `/post/${post.id}` });
    expect((await admin.api.post(`/api/admin/reports/${reportId}/remove`)).statusCode).toBe(200);
    const shown = (await ctx.api.get(`/api/posts/${post.id}`)).json<PostDetail>();
    expect(shown.comments.map((row) => row.body)).toEqual([REMOVED]);
    expect(shown.title).toBe(post.title);
  });

  it('dismiss leaves the content alone; a handled report cannot move again (409)', async () => {
    const post = await createPost(author, { body: 'Fine post' });
    const reportId = await report(member, 'post', post.id);
    const dismissed = await moderator.api.post(`/api/admin/reports/${reportId}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<AdminReport>().status).toBe('dismissed');
    expect((await ctx.api.get(`/api/posts/${post.id}`)).json<PostDetail>().body).toBe('Fine post');
    for (const action of ['remove', 'dismiss']) {
      const again = await moderator.api.post(`/api/admin/reports/${reportId}/${action}`);
      expect(again.statusCode, action).toBe(409);
      expect(again.json()).toEqual({ message: 'This report has already been handled' });
    }
    expect(await logsOf('report.dismiss', post.id)).toHaveLength(1);
    expect((await moderator.api.get('/api/admin/reports?status=dismissed')).json<AdminReportPage>().items.map((row) => row.id)).toContain(
      reportId,
    );
    expect((await pendingReports(moderator)).map((row) => row.id)).not.toContain(reportId);
  });

  it('a later report of removed content resolves without touching the logged original', async () => {
    const post = await createPost(author, { title: 'Spam again', body: 'Original spam' });
    expect((await moderator.api.post(`/api/admin/reports/${await report(member, 'post', post.id)}/remove`)).statusCode).toBe(200);
    const late = await report(moderator, 'post', post.id);
    const removedAgain = await admin.api.post(`/api/admin/reports/${late}/remove`);
    expect(removedAgain.json<AdminReport>()).toMatchObject({ status: 'resolved', target: { title: REMOVED, removed: true } });
    const logs = await logsOf('report.remove', post.id);
    expect(logs.map((log) => log.details?.original)).toEqual(
      expect.arrayContaining([{ title: 'Spam again', body: 'Original spam', url: null, imageUrl: null, type: 'text' }, null]),
    );
  });

  it('two moderators removing at once: one wins, the other gets 409', async () => {
    const post = await createPost(author);
    const reportId = await report(member, 'post', post.id);
    const answers = await Promise.all([moderator.api, admin.api].map((api) => api.post(`/api/admin/reports/${reportId}/remove`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await logsOf('report.remove', post.id)).toHaveLength(1);
  });

  it('pages newest first without repeats', async () => {
    const em = ctx.orm.em.fork();
    const post = await createPost(author);
    for (let i = 0; i < 25; i += 1) {
      const reporter = await newMember(ctx);
      em.create(Report, { targetType: 'post', targetId: post.id, reporter: reporter.id, reason: `Reason ${i}` });
    }
    await em.flush();
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let page = 0; cursor !== null && page < 10; page += 1) {
      const url: string = `/api/admin/reports${cursor ? `?cursor=${cursor}` : ''}`;
      const body: AdminReportPage = (await moderator.api.get(url)).json<AdminReportPage>();
      seen.push(...body.items.map((row) => row.createdAt + row.id));
      cursor = body.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(seen.length).toBe(await em.count(Report, {}));
  });
});

describe('users', () => {
  it('searches by name, username or email; % and _ match only themselves', async () => {
    const { account, user } = await register(ctx.app, {
      name: 'Zebra Quill',
      email: `zq-${Date.now()}@example.com`,
      password: 'correct horse',
    });
    for (const q of ['zebra q', 'QUILL', account.email.slice(0, 6)]) {
      const items = (await admin.api.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json<AdminUserPage>().items;
      expect(
        items.map((row) => row.id),
        q,
      ).toEqual([user.id]);
      expect(items[0]).toMatchObject({
        name: 'Zebra Quill',
        email: account.email,
        roles: ['user'],
        isBlocked: false,
      } satisfies Partial<AdminUser>);
    }
    expect((await admin.api.get('/api/admin/users?q=%25')).json<AdminUserPage>().items).toEqual([]);
  });

  it('edits roles (always keeping user); the new moderator reaches the reports; logged', async () => {
    const target = await newMember(ctx);
    expect((await target.api.get('/api/admin/reports')).statusCode).toBe(403);
    const changed = await admin.api.put(`/api/admin/users/${target.id}/roles`, { roles: ['moderator', 'moderator'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminUser>().roles).toEqual(['user', 'moderator']);
    expect((await target.api.get('/api/admin/reports')).statusCode).toBe(200);
    const [log] = await logsOf('user.roles', target.id);
    expect(log?.details).toEqual({ before: ['user'], after: ['user', 'moderator'] });
    expect((await admin.api.put(`/api/admin/users/${target.id}/roles`, { roles: ['owner'] })).statusCode).toBe(400);
  });

  it('an admin cannot remove their own admin role', async () => {
    const refused = await admin.api.put(`/api/admin/users/${admin.id}/roles`, { roles: ['user'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You cannot remove your own admin role' });
    expect((await admin.api.get('/api/admin/users')).statusCode).toBe(200);
    expect((await admin.api.put(`/api/admin/users/${admin.id}/roles`, { roles: ['admin', 'moderator'] })).statusCode).toBe(200);
  });

  it('block ends every session of the member, stops sign-in and writes; unblock lets them back', async () => {
    const { account, cookie, user } = await register(ctx.app);
    const second = sessionCookie(await ctx.api.post('/api/auth/login', { email: account.email, password: account.password }));
    const blocked = await admin.api.post(`/api/admin/users/${user.id}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<AdminUser>().isBlocked).toBe(true);
    for (const session of [cookie, second]) {
      expect((await ctx.api.get('/api/auth/me', { cookie: session })).statusCode).toBe(401);
      expect((await ctx.api.post('/api/posts', { communitySlug: 'gto', title: 'x', body: 'y' }, { cookie: session })).statusCode).toBe(401);
    }
    const [row] = await ctx.orm.em
      .fork()
      .execute<Array<{ n: number }>>('select count(*)::int as n from sessions where user_id = ?', [user.id]);
    expect(row?.n).toBe(0);
    const signIn = await ctx.api.post('/api/auth/login', { email: account.email, password: account.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<{ message: string }>().message).toContain('This account has been blocked');
    expect((await admin.api.post(`/api/admin/users/${user.id}/block`)).statusCode).toBe(409);

    expect((await admin.api.post(`/api/admin/users/${user.id}/unblock`)).json<AdminUser>().isBlocked).toBe(false);
    expect((await ctx.api.post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
    expect((await admin.api.post(`/api/admin/users/${user.id}/unblock`)).statusCode).toBe(409);
    expect((await logsOf('user.block', user.id)).map((log) => log.actor?.id)).toEqual([admin.id]);
    expect(await logsOf('user.unblock', user.id)).toHaveLength(1);
  });

  it('an admin cannot block themselves', async () => {
    const refused = await admin.api.post(`/api/admin/users/${admin.id}/block`);
    expect(refused.statusCode).toBe(403);
    expect((await admin.api.get('/api/auth/me')).statusCode).toBe(200);
  });
});

describe('activity', () => {
  it('lists the actions newest first with the actor name', async () => {
    const target = await newMember(ctx);
    await admin.api.post(`/api/admin/users/${target.id}/block`);
    await admin.api.post(`/api/admin/users/${target.id}/unblock`);
    const { items } = (await admin.api.get('/api/admin/activity')).json<AdminLogPage>();
    expect(items.slice(0, 2)).toMatchObject([
      { action: 'user.unblock', targetType: 'user', targetId: target.id, actor: { id: admin.id, name: 'Administrator' } },
      { action: 'user.block', targetId: target.id },
    ]);
  });
});
