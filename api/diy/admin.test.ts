import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockToIsoDuration, diyAdminTexts } from '../../shared/diy/admin';
import { formatIsoDuration } from '../../shared/format/duration';
import type { DiyVideo as DiyVideoDto } from '../../shared/diy/schemas';
import type { OfflineSnapshot } from '../../shared/offline/schemas';
import { AdminLog } from '../base/activity-log/admin-log.entity';
import { unknownId } from '../community/community-fixture';
import { register, requester, signInAsAdmin, type Body, type Method, type Requester } from '../test/http';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';

let ctx: TestContext;
let admin: Requester;
let member: Requester;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
  // The public list must be served from the read cache, or these tests could not see it go stale.
  await untilCachesListen(ctx.app);
});
afterAll(() => ctx.close());

/** A fresh, valid 11-character id each time. */
let ids = 0;
const nextId = () => `adminTest${String(++ids).padStart(2, '0')}`;
const newVideo = (overrides: Record<string, unknown> = {}) => ({
  video: `https://www.youtube.com/watch?v=${nextId()}`,
  title: 'Rebuilding a Rochester Quadrajet',
  description: 'Step by step, with the float level.',
  category: 'modification',
  difficulty: 'advanced',
  modelSlugs: ['gto', 'firebird'],
  duration: 'PT12M30S',
  ...overrides,
});
async function addVideo(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/diy-videos', newVideo(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DiyVideoDto>();
}
const publicList = async (query = '') => (await ctx.api.get(`/api/diy-videos${query}`)).json<DiyVideoDto[]>();
const snapshot = async () => (await ctx.api.get('/api/offline/snapshot')).json<OfflineSnapshot>();
const actionsOn = async (targetId: string) =>
  (await ctx.orm.em.fork().find(AdminLog, { targetId }, { orderBy: { createdAt: 'asc' } })).map((log) => log.action);

describe('permissions', () => {
  it('every DIY admin call is 401 signed out and 403 for members, and changes nothing', async () => {
    const video = await addVideo();
    const calls: Array<[Method, string, Body | undefined]> = [
      ['GET', '/api/admin/diy-videos', undefined],
      ['POST', '/api/admin/diy-videos', newVideo()],
      ['PUT', `/api/admin/diy-videos/${video.id}`, newVideo()],
      ['DELETE', `/api/admin/diy-videos/${video.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await ctx.api.request(method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      const asMember = await member.request(method, url, payload);
      expect(asMember.statusCode, `${method} ${url} as member`).toBe(403);
      expect(asMember.json()).toEqual({ message: 'Only administrators can do that' });
    }
    expect((await publicList()).find((row) => row.id === video.id)).toEqual(video);
  });
});

describe('adding videos', () => {
  it('adds a video that shows at once in the public list, its filters and the offline snapshot, and logs it', async () => {
    // Read first, so the answers are cached: the write must empty the cache.
    const before = await publicList();
    const modificationsBefore = await publicList('?category=modification&model=firebird');
    const snapshotBefore = await snapshot();
    const youtubeId = nextId();
    const created = await addVideo({ video: `https://youtu.be/${youtubeId}?si=share`, title: '  Hood tach install ' });
    expect(created).toMatchObject({
      youtubeId,
      title: 'Hood tach install',
      category: 'modification',
      difficulty: 'advanced',
      modelSlugs: ['gto', 'firebird'],
      duration: 'PT12M30S',
      thumbnailUrl: `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`,
      viewCount: 0,
    });
    expect((await publicList()).length).toBe(before.length + 1);
    expect((await publicList('?category=modification&model=firebird')).map((row) => row.youtubeId)).toEqual(
      expect.arrayContaining([...modificationsBefore.map((row) => row.youtubeId), youtubeId]),
    );
    expect((await publicList('?category=repair')).some((row) => row.youtubeId === youtubeId)).toBe(false);
    expect((await snapshot()).diyVideos.find((row) => row.youtubeId === youtubeId)).toEqual(created);
    const delta = (
      await ctx.api.get(`/api/offline/snapshot?since=${encodeURIComponent(snapshotBefore.generatedAt)}`)
    ).json<OfflineSnapshot>();
    expect(delta.diyVideos.map((row) => row.youtubeId)).toContain(youtubeId);
    expect(await actionsOn(created.id)).toEqual(['diy-video.create']);
  });

  it.each([
    (id: string) => id,
    (id: string) => `https://www.youtube.com/shorts/${id}`,
    (id: string) => `https://www.youtube.com/embed/${id}?start=5`,
    (id: string) => `youtube.com/watch?v=${id}&t=1m`,
  ])('takes the id from every YouTube address form (%#)', async (form) => {
    const youtubeId = nextId();
    expect((await addVideo({ video: form(youtubeId), duration: null, modelSlugs: [] })).youtubeId).toBe(youtubeId);
  });

  it('a video tagged with a model beyond the documented four is found by that model on /diy', async () => {
    const video = await addVideo({ modelSlugs: ['tempest'] });
    expect((await publicList('?model=tempest')).map((listed) => listed.id)).toEqual([video.id]);
    expect((await publicList('?model=gto')).map((listed) => listed.id)).not.toContain(video.id);
  });

  it('answers 409 for a video already listed, whatever form its address takes', async () => {
    const youtubeId = nextId();
    await addVideo({ video: youtubeId });
    const response = await admin.post('/api/admin/diy-videos', newVideo({ video: `https://youtu.be/${youtubeId}` }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: diyAdminTexts.videoTaken(youtubeId) });
  });

  it.each([
    [{ video: '' }, diyAdminTexts.videoRequired],
    [{ video: 'https://vimeo.com/12345678901' }, diyAdminTexts.videoInvalid],
    [{ video: 'tooShort' }, diyAdminTexts.videoInvalid],
    [{ title: ' ' }, diyAdminTexts.titleRequired],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ category: 'tuning' }, 'category'],
    [{ category: 'all' }, 'category'],
    [{ difficulty: 'expert' }, 'difficulty'],
    [{ duration: '12:30' }, 'ISO 8601'],
    [{ modelSlugs: ['no-such-model'] }, diyAdminTexts.unknownModels(['no-such-model'])],
    [{ modelSlugs: 'gto' }, 'modelSlugs'],
  ])('refuses %o with a 400 and saves nothing', async (overrides, message) => {
    const before = (await admin.get('/api/admin/diy-videos')).json<DiyVideoDto[]>().length;
    const response = await admin.post('/api/admin/diy-videos', newVideo(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect((await admin.get('/api/admin/diy-videos')).json<DiyVideoDto[]>()).toHaveLength(before);
  });
});

describe('editing and deleting', () => {
  it('edits a video, seen at once in the public list, and logs it', async () => {
    const video = await addVideo();
    await publicList();
    const response = await admin.put(`/api/admin/diy-videos/${video.id}`, {
      ...newVideo({ video: video.youtubeId }),
      title: 'Renamed',
      category: 'maintenance',
      difficulty: 'beginner',
      modelSlugs: ['bonneville'],
      duration: null,
      description: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { title: 'Renamed', category: 'maintenance', modelSlugs: ['bonneville'], duration: null, description: null };
    expect(response.json()).toMatchObject(expected);
    expect((await publicList()).find((row) => row.id === video.id)).toMatchObject(expected);
    expect(await actionsOn(video.id)).toEqual(['diy-video.create', 'diy-video.update']);
  });

  it('keeps the model years a video is about, both or neither, within the catalogue years', async () => {
    const video = await addVideo({ yearFrom: 1964, yearTo: 1967 });
    expect(video).toMatchObject({ yearFrom: 1964, yearTo: 1967 });
    expect((await publicList()).find((row) => row.id === video.id)).toMatchObject({ yearFrom: 1964, yearTo: 1967 });
    expect((await snapshot()).diyVideos.find((row) => row.id === video.id)).toMatchObject({ yearFrom: 1964, yearTo: 1967 });
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ yearFrom: 1964 }, diyAdminTexts.yearsBoth],
      [{ yearFrom: 1970, yearTo: 1965 }, diyAdminTexts.yearsInvalid],
      [{ yearFrom: 1950, yearTo: 1960 }, diyAdminTexts.yearsInvalid],
      [{ yearFrom: 1980, yearTo: 1999 }, diyAdminTexts.yearsInvalid],
    ];
    for (const [years, message] of refusals) {
      const response = await admin.post('/api/admin/diy-videos', newVideo(years));
      expect(response.statusCode, JSON.stringify(years)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const cleared = await admin.put(
      `/api/admin/diy-videos/${video.id}`,
      newVideo({ video: video.youtubeId, yearFrom: null, yearTo: null }),
    );
    expect(cleared.json()).toMatchObject({ yearFrom: null, yearTo: null });
  });

  it("answers 409 when an edit takes another video's id, and 404 for an unknown one", async () => {
    const first = await addVideo();
    const second = await addVideo();
    const taken = await admin.put(`/api/admin/diy-videos/${second.id}`, newVideo({ video: first.youtubeId }));
    expect(taken.statusCode).toBe(409);
    for (const id of [unknownId, 'nope']) {
      expect((await admin.put(`/api/admin/diy-videos/${id}`, newVideo())).statusCode).toBe(404);
      expect((await admin.delete(`/api/admin/diy-videos/${id}`)).statusCode).toBe(404);
    }
  });

  it('deletes a video: gone from the public list and the offline keys, and logged', async () => {
    const video = await addVideo();
    await publicList();
    const since = (await snapshot()).generatedAt;
    expect((await admin.delete(`/api/admin/diy-videos/${video.id}`)).statusCode).toBe(204);
    expect((await publicList()).some((row) => row.id === video.id)).toBe(false);
    const delta = (await ctx.api.get(`/api/offline/snapshot?since=${encodeURIComponent(since)}`)).json<OfflineSnapshot>();
    expect(delta.ids?.diyVideos).not.toContain(video.youtubeId);
    expect(await actionsOn(video.id)).toEqual(['diy-video.create', 'diy-video.delete']);
  });
});

describe('duration text', () => {
  it('turns what an admin types into ISO 8601 and back', () => {
    expect(clockToIsoDuration('12:30')).toBe('PT12M30S');
    expect(clockToIsoDuration('1:02:03')).toBe('PT1H2M3S');
    expect(clockToIsoDuration('75:00')).toBe('PT1H15M');
    expect(clockToIsoDuration('')).toBeNull();
    for (const bad of ['12', '1:2', '0:00', '1:60:00', '12:61', 'abc']) expect(clockToIsoDuration(bad), bad).toBeUndefined();
    for (const typed of ['12:30', '1:02:03', '0:45']) expect(formatIsoDuration(clockToIsoDuration(typed))).toBe(typed);
  });
});
