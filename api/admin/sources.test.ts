import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../shared/admin/schemas';
import { adminTexts } from '../../shared/admin/texts';
import { robotsAllows, ROBOTS_USER_AGENT, sourceTexts, type Source as SourceDto, type SourcePage } from '../../shared/admin/sources';
import { unknownId } from '../community/community-fixture';
import { register, requester, signInAsAdmin, type Body, type Method, type Requester } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { AdminLog } from '../base/activity-log/admin-log.entity';
import { publicOnlyLookup } from '../base/public-address';
import { fetchRobotsTxt, robotsClient } from './source-routes';
import { Source } from './source.entity';

let ctx: TestContext;
let admin: Requester;
let member: Requester;

/** A robots.txt server on this machine; `robotsTxt` null answers 404. */
let server: Server;
let port = 0;
let robotsTxt: string | null = 'User-agent: *\nDisallow: /private\n';
let robotsRequests = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
  server = createServer((request, response) => {
    robotsRequests += 1;
    if (request.url !== '/robots.txt' || robotsTxt === null) return response.writeHead(404).end('not here');
    response.writeHead(200, { 'content-type': 'text/plain' }).end(robotsTxt);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await ctx.close();
});
afterEach(() => vi.restoreAllMocks());

/** Every name resolves to this machine: stands in for a public site in tests (the real lookup refuses it). */
const toThisMachine: LookupFunction = (_hostname, options, callback) => {
  if (options.all)
    return (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  return callback(null, '127.0.0.1', 4);
};
const failingLookup =
  (code: string): LookupFunction =>
  (hostname, _options, callback) =>
    callback(Object.assign(new Error(`getaddrinfo ${code} ${hostname}`), { code }), '', 0);

let sites = 0;
const newSource = (overrides: Record<string, unknown> = {}) => ({
  siteName: `Test Site ${++sites}`,
  url: `https://site-${sites}.example/articles`,
  allowedFields: ['specs', 'production numbers'],
  ...overrides,
});
async function addSource(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/sources', newSource(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SourceDto>();
}
/** Every source, page after page (the list answers ADMIN_PAGE_SIZE at a time); `query` is e.g. robotsStatus=allowed. */
async function listAll(query = '') {
  const rows: SourceDto[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const response = await admin.get(`/api/admin/sources?${params.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<SourcePage>();
    expect(page.items.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}
const logsOf = (targetId: string) => ctx.orm.em.fork().find(AdminLog, { targetId }, { orderBy: { createdAt: 'asc' } });

describe('permissions', () => {
  it('every sources call is 401 signed out and 403 for members, and changes nothing', async () => {
    const source = await addSource();
    const calls: Array<[Method, string, Body | undefined]> = [
      ['GET', '/api/admin/sources', undefined],
      ['POST', '/api/admin/sources', newSource()],
      ['PUT', `/api/admin/sources/${source.id}`, newSource()],
      ['DELETE', `/api/admin/sources/${source.id}`, undefined],
      ['POST', `/api/admin/sources/${source.id}/fetch`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await ctx.api.request(method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      const asMember = await member.request(method, url, payload);
      expect(asMember.statusCode, `${method} ${url} as member`).toBe(403);
      expect(asMember.json()).toEqual({ message: 'Only administrators can do that' });
    }
    const list = await listAll();
    expect(list.find((row) => row.id === source.id)).toEqual(source);
  });
});

describe('listing', () => {
  it('starts with the sites the catalogue cites, not yet fetched', async () => {
    const list = await listAll();
    const wikipedia = list.find((row) => row.url === 'https://en.wikipedia.org/');
    expect(wikipedia).toMatchObject({ siteName: 'Wikipedia', robotsStatus: 'unknown', allowedFields: [], lastFetchedAt: null });
    // One row per site, www. or not.
    expect(list.filter((row) => /^https?:\/\/(www\.)?hemmings\.com\/$/.test(row.url))).toHaveLength(1);
  });
});

describe('paging and the robots status filter', () => {
  it('answers a page at a time, newest first, every source once', async () => {
    const first = await admin.get('/api/admin/sources');
    expect(first.statusCode).toBe(200);
    const page = first.json<SourcePage>();
    expect(page.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(page.nextCursor).toEqual(expect.any(String));
    const all = await listAll();
    expect(all.length).toBe(await ctx.orm.em.fork().count(Source));
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    expect(all.slice(0, ADMIN_PAGE_SIZE)).toEqual(page.items);
    const created = all.map((row) => Date.parse(row.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // A source just added leads the first page.
    const added = await addSource();
    expect((await admin.get('/api/admin/sources')).json<SourcePage>().items[0]).toEqual(added);
  });

  it('lists only the sources in one robots status', async () => {
    const em = ctx.orm.em.fork();
    const disallowed = await addSource();
    await em.nativeUpdate(Source, { id: disallowed.id }, { robotsStatus: 'disallowed', lastFetchedAt: new Date() });
    const listed = await listAll('robotsStatus=disallowed');
    expect(listed.map((row) => row.id)).toContain(disallowed.id);
    expect(listed.every((row) => row.robotsStatus === 'disallowed')).toBe(true);
    expect(listed).toHaveLength(await em.count(Source, { robotsStatus: 'disallowed' }));
    const unknown = await listAll('robotsStatus=unknown');
    expect(unknown.length).toBeGreaterThan(ADMIN_PAGE_SIZE);
    expect(unknown.every((row) => row.robotsStatus === 'unknown' && row.lastFetchedAt === null)).toBe(true);
    expect(unknown.map((row) => row.id)).not.toContain(disallowed.id);
  });

  it.each([
    ['robotsStatus=maybe', 'robotsStatus must be one of: unknown, allowed, disallowed, unreachable'],
    ['robotsStatus=', 'robotsStatus must be one of: unknown, allowed, disallowed, unreachable'],
    ['cursor=not-a-cursor', adminTexts.invalidCursor],
  ])('answers 400 with a message for %s', async (query, message) => {
    const response = await admin.get(`/api/admin/sources?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});

describe('adding and editing', () => {
  it('adds a source that then appears in the list, and logs it', async () => {
    const created = await addSource({ siteName: '  Pontiac Registry ', allowedFields: ['specs', ' specs ', 'tips'] });
    expect(created).toMatchObject({ siteName: 'Pontiac Registry', robotsStatus: 'unknown', allowedFields: ['specs', 'tips'] });
    const list = await listAll();
    expect(list.map((row) => row.id)).toContain(created.id);
    expect((await logsOf(created.id)).map((log) => log.action)).toEqual(['source.create']);
  });

  it.each([
    [{ siteName: '' }, 'Site name is required'],
    [{ url: 'not a url' }, sourceTexts.urlInvalid],
    [{ url: 'ftp://files.example/pontiac' }, sourceTexts.urlScheme],
    [{ url: 'javascript:alert(1)' }, sourceTexts.urlScheme],
    [{ url: 'https://user:secret@site.example/' }, 'URL must not carry a user name or password'],
    [{ allowedFields: [''] }, 'An allowed field must not be empty'],
    [{ allowedFields: 'specs' }, 'allowedFields'],
  ])('refuses %o with a 400', async (overrides, message) => {
    const response = await admin.post('/api/admin/sources', newSource(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it.each([
    'http://localhost/',
    'http://LOCALHOST.:8080/robots',
    'http://admin.localhost/',
    'http://intranet/',
    'http://127.0.0.1/',
    'http://127.1.2.3:5432/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://10.0.0.5/',
    'http://172.16.4.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    // IPv4 addresses carried by IPv6 ones are judged as IPv4: compatible, translated, NAT64, 6to4, Teredo.
    'http://[::127.0.0.1]:9099/',
    'http://[::10.0.0.5]/',
    'http://[::ffff:0:127.0.0.1]/',
    'http://[64:ff9b::169.254.169.254]/',
    'http://[64:ff9b:1::808:808]/',
    'http://[2002:7f00:1::]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[2001:0:808:808::80ff:fffe]/',
    'http://[ff02::1]/',
    'http://[::]/',
    'http://100.64.0.1/',
    'http://198.18.0.1/',
    'http://240.0.0.1/',
  ])('refuses the private address %s with a 400 and saves nothing', async (url) => {
    const response = await admin.post('/api/admin/sources', newSource({ url }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: sourceTexts.urlPrivate });
    expect(await ctx.orm.em.fork().count(Source, { url })).toBe(0);
  });

  it('answers 409 for a URL already listed, when adding or editing', async () => {
    const first = await addSource();
    const second = await addSource();
    const duplicate = await admin.post('/api/admin/sources', newSource({ url: first.url }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: sourceTexts.urlTaken(first.url) });
    const edit = await admin.put(`/api/admin/sources/${second.id}`, newSource({ url: first.url }));
    expect(edit.statusCode).toBe(409);
  });

  it('edits the fields, forgets the robots status when the site changes, and logs it', async () => {
    const source = await addSource();
    await ctx.orm.em.fork().nativeUpdate(Source, { id: source.id }, { robotsStatus: 'allowed', lastFetchedAt: new Date() });
    const samePlace = await admin.put(`/api/admin/sources/${source.id}`, {
      siteName: 'Renamed',
      url: `${source.url}/other-page`,
      allowedFields: ['tips'],
    });
    expect(samePlace.statusCode, samePlace.body).toBe(200);
    expect(samePlace.json()).toMatchObject({ siteName: 'Renamed', allowedFields: ['tips'], robotsStatus: 'allowed' });
    const moved = await admin.put(`/api/admin/sources/${source.id}`, newSource({ url: 'https://elsewhere.example/' }));
    expect(moved.json()).toMatchObject({ url: 'https://elsewhere.example/', robotsStatus: 'unknown', lastFetchedAt: null });
    expect((await logsOf(source.id)).map((log) => log.action)).toEqual(['source.create', 'source.update', 'source.update']);
  });

  it('refuses to move a source to a private address', async () => {
    const source = await addSource();
    const response = await admin.put(`/api/admin/sources/${source.id}`, newSource({ url: 'http://192.168.0.10/' }));
    expect(response.statusCode).toBe(400);
    expect((await listAll()).find((row) => row.id === source.id)?.url).toBe(source.url);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [unknownId, 'not-a-uuid']) {
      expect((await admin.put(`/api/admin/sources/${id}`, newSource())).statusCode).toBe(404);
      expect((await admin.delete(`/api/admin/sources/${id}`)).statusCode).toBe(404);
      expect((await admin.post(`/api/admin/sources/${id}/fetch`)).statusCode).toBe(404);
    }
  });

  it('deletes a source and logs it', async () => {
    const source = await addSource();
    expect((await admin.delete(`/api/admin/sources/${source.id}`)).statusCode).toBe(204);
    expect((await listAll()).some((row) => row.id === source.id)).toBe(false);
    expect((await logsOf(source.id)).map((log) => log.action)).toEqual(['source.create', 'source.delete']);
    expect((await admin.delete(`/api/admin/sources/${source.id}`)).statusCode).toBe(404);
  });
});

describe('Fetch now', () => {
  const fetchThroughThisMachine = () => vi.spyOn(robotsClient, 'fetch').mockImplementation((site) => fetchRobotsTxt(site, toThisMachine));
  const fetchNow = async (id: string) => {
    const response = await admin.post(`/api/admin/sources/${id}/fetch`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SourceDto>();
  };

  it('reads robots.txt and records whether the source may be read, with the time and the outcome', async () => {
    fetchThroughThisMachine();
    robotsTxt = 'User-agent: *\nDisallow: /private\n';
    const blocked = await addSource({ url: `http://robots-test.example:${port}/private/page` });
    const open = await addSource({ url: `http://robots-open.example:${port}/public/page` });
    const before = Date.now();
    const blockedAfter = await fetchNow(blocked.id);
    expect(blockedAfter).toMatchObject({
      robotsStatus: 'disallowed',
      lastFetchOutcome: `robots.txt of robots-test.example:${port} disallows reading /private/page`,
    });
    expect(Date.parse(blockedAfter.lastFetchedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await fetchNow(open.id)).robotsStatus).toBe('allowed');
    const listed = (await listAll()).find((row) => row.id === blocked.id);
    expect(listed).toEqual(blockedAfter);
    const [, fetchLog] = await logsOf(blocked.id);
    expect(fetchLog).toMatchObject({ action: 'source.fetch', details: { robotsStatus: 'disallowed' } });
  });

  it('treats a missing robots.txt as allowing everything', async () => {
    fetchThroughThisMachine();
    robotsTxt = null;
    const source = await addSource({ url: `http://no-robots.example:${port}/` });
    expect(await fetchNow(source.id)).toMatchObject({
      robotsStatus: 'allowed',
      lastFetchOutcome: `no-robots.example:${port} has no robots.txt (HTTP 404): reading is allowed`,
    });
    robotsTxt = 'User-agent: *\nDisallow: /private\n';
  });

  it('says so when the network is unavailable, rather than pretending', async () => {
    vi.spyOn(robotsClient, 'fetch').mockImplementation((site) => fetchRobotsTxt(site, failingLookup('EAI_AGAIN')));
    const source = await addSource({ url: 'https://offline-site.example/' });
    const after = await fetchNow(source.id);
    expect(after).toMatchObject({
      robotsStatus: 'unreachable',
      lastFetchOutcome: 'Could not reach offline-site.example: network unavailable',
    });
    expect(after.lastFetchedAt).not.toBeNull();
    expect((await logsOf(source.id)).map((log) => log.action)).toEqual(['source.create', 'source.fetch']);
  });

  it('refuses to read a stored source that points into the private network, and records nothing', async () => {
    const requestsBefore = robotsRequests;
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
      const [row] = await ctx.orm.em
        .fork()
        .insert(Source, { url, siteName: 'Sneaky', allowedFields: [] })
        .then((id) => [id]);
      const response = await admin.post(`/api/admin/sources/${row}/fetch`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: sourceTexts.urlPrivate });
      expect(await ctx.orm.em.fork().findOneOrFail(Source, { url })).toMatchObject({ robotsStatus: 'unknown', lastFetchedAt: null });
    }
    expect(robotsRequests).toBe(requestsBefore);
  });

  it('refuses, at connection time, a name that resolves to a private address', async () => {
    const requestsBefore = robotsRequests;
    await expect(fetchRobotsTxt(new URL(`http://localhost:${port}/`))).rejects.toMatchObject({ statusCode: 400 });
    const refused = await new Promise<string>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (error) => resolve(error && 'code' in error ? String(error.code) : 'none')),
    );
    expect(refused).toBe('ENONPUBLICADDRESS');
    expect(robotsRequests).toBe(requestsBefore);
  });
});

describe('robots.txt rules', () => {
  const allows = (robots: string, path: string) => robotsAllows(robots, ROBOTS_USER_AGENT, path);

  it('follows the group for this agent, else the * group', () => {
    const robots = 'User-agent: *\nDisallow: /\n\nUser-agent: PontiacHubBot\nDisallow: /admin\n';
    expect(allows(robots, '/specs')).toBe(true);
    expect(allows(robots, '/admin/panel')).toBe(false);
    expect(allows('User-agent: *\nDisallow: /\n', '/specs')).toBe(false);
    expect(allows('User-agent: OtherBot\nDisallow: /\n', '/specs')).toBe(true);
  });

  it('lets the longest match win, an Allow win a tie, and understands * and $', () => {
    const robots = 'User-agent: *\nDisallow: /cars\nAllow: /cars/pontiac\nDisallow: /*.pdf$\nDisallow:\n# Disallow: /all\n';
    expect(allows(robots, '/cars/ford')).toBe(false);
    expect(allows(robots, '/cars/pontiac/gto')).toBe(true);
    expect(allows(robots, '/brochure.pdf')).toBe(false);
    expect(allows(robots, '/brochure.pdf?page=2')).toBe(true);
    expect(allows(robots, '/all')).toBe(true);
    expect(allows('User-agent: *\nDisallow: /a\nAllow: /a\n', '/a')).toBe(true);
    expect(allows('User-agent: *\nDisallow: /\n', '/robots.txt')).toBe(true);
  });
});
