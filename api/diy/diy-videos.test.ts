import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIY_CATEGORIES, DIY_DIFFICULTIES, DIY_MODELS, diyVideoListSchema, type DiyVideo as DiyVideoDto } from '../../shared/diy/schemas';
import { diyVideoSeeds } from '../seeders/data/diy-videos';
import { createTestApp, type TestContext } from '../test/test-app';
import { DiyVideo } from './diy-video.entity';
import { seedDiyVideos } from '../seeders/diy-seed';
import { Model } from '../catalogue/model.entity';
import { youtubeThumbnailUrl } from '../../shared/diy/schemas';
import { Migration20261207000000, REMOVED_DIY_VIDEO_IDS } from '../migrations/Migration20261207000000';

let ctx: TestContext;
const list = async (url: string) => {
  const response = await ctx.api.get(url);
  expect(response.statusCode).toBe(200);
  return diyVideoListSchema.parse(response.json());
};
const count = () => ctx.orm.em.fork().count(DiyVideo, {});

beforeAll(async () => {
  ctx = await createTestApp();
  // Independent of whether the global setup seeds videos into the template database.
  await seedDiyVideos(ctx.orm.em.fork());
});
afterAll(() => ctx?.close());

describe('seed data', () => {
  it('has only valid, unique, real-looking YouTube ids and covers every model filter and difficulty', () => {
    expect(diyVideoSeeds.length).toBeGreaterThanOrEqual(8);
    expect(new Set(diyVideoSeeds.map((video) => video.youtubeId)).size).toBe(diyVideoSeeds.length);
    for (const model of DIY_MODELS)
      expect(
        diyVideoSeeds.some((video) => video.modelSlugs.includes(model)),
        model,
      ).toBe(true);
    for (const level of DIY_DIFFICULTIES)
      expect(
        diyVideoSeeds.some((video) => video.difficulty === level),
        level,
      ).toBe(true);
    for (const category of ['restoration', 'repair', 'general'] as const) {
      expect(
        diyVideoSeeds.some((video) => video.category === category),
        category,
      ).toBe(true);
    }
  });

  it('is about a Pontiac of 1958–1989, every video: its title or tags name a catalogue model or a year of those', async () => {
    const models = await ctx.orm.em.fork().find(Model, {});
    const slugs = new Set(models.map((model) => model.slug));
    const names = models.map((model) => model.name.toLowerCase());
    const seeded = await ctx.orm.em.fork().find(DiyVideo, {});
    expect(seeded.length).toBe(diyVideoSeeds.length);
    for (const video of seeded) {
      const title = video.title.toLowerCase();
      const years = [...title.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].map((match) => Number(match[1]));
      const namesModel = video.modelSlugs.some((slug) => slugs.has(slug)) || names.some((name) => title.includes(name));
      const namesYear = years.some((year) => year >= 1958 && year <= 1989);
      expect(namesModel || namesYear, video.title).toBe(true);
      expect(
        years.filter((year) => year < 1958 || year > 1989),
        video.title,
      ).toEqual([]);
      expect(
        video.modelSlugs.every((slug) => slugs.has(slug)),
        video.title,
      ).toBe(true);
    }
    const removed: readonly string[] = REMOVED_DIY_VIDEO_IDS;
    expect(seeded.filter((video) => removed.includes(video.youtubeId))).toEqual([]);
    expect(diyVideoSeeds.filter((video) => removed.includes(video.youtubeId))).toEqual([]);
  });

  it('leaves an existing database without the videos that are not about such a Pontiac', async () => {
    const em = ctx.orm.em.fork();
    const kept = await em.count(DiyVideo, {});
    for (const youtubeId of REMOVED_DIY_VIDEO_IDS) {
      em.create(DiyVideo, {
        youtubeId,
        title: 'Common Drum Brake Installation Mistakes',
        description: 'Shown on a 2002 truck.',
        thumbnailUrl: youtubeThumbnailUrl(youtubeId),
        category: 'maintenance',
        modelSlugs: ['gto'],
        difficulty: 'intermediate',
      });
    }
    await em.flush();
    const migration = new Migration20261207000000(ctx.orm.em.getDriver(), ctx.orm.config);
    await migration.up();
    // Its queries are SQL text (addSql with strings).
    for (const query of migration.getQueries()) await ctx.orm.em.getConnection().execute(query as string);
    expect(await ctx.orm.em.fork().count(DiyVideo, { youtubeId: { $in: [...REMOVED_DIY_VIDEO_IDS] } })).toBe(0);
    expect(await ctx.orm.em.fork().count(DiyVideo, {})).toBe(kept);
  });

  it('is idempotent: seeding twice more leaves the same rows', async () => {
    const before = await count();
    expect(before).toBe(diyVideoSeeds.length);
    await seedDiyVideos(ctx.orm.em.fork());
    await seedDiyVideos(ctx.orm.em.fork());
    expect(await count()).toBe(before);
  });
});

describe('GET /api/diy-videos', () => {
  let all: DiyVideoDto[];
  beforeAll(async () => {
    all = await list('/api/diy-videos');
  });

  it('lists every video, newest first, in the documented shape', () => {
    expect(all).toHaveLength(diyVideoSeeds.length);
    const dates = all.map((video) => video.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const sample = all[0]!;
    expect(Object.keys(sample).sort()).toEqual(
      [
        'id',
        'youtubeId',
        'title',
        'description',
        'channelName',
        'thumbnailUrl',
        'duration',
        'category',
        'modelSlugs',
        'difficulty',
        'viewCount',
        'publishedAt',
        // Beyond the product rules: the model years a video is about, null when unknown.
        'yearFrom',
        'yearTo',
      ].sort(),
    );
    for (const video of all) {
      expect(video.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`);
      if (video.duration !== null) expect(video.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
      if (video.publishedAt !== null) expect(new Date(video.publishedAt).toISOString()).toBe(video.publishedAt);
    }
    expect(all.some((video) => video.publishedAt !== null)).toBe(true);
  });

  it.each(DIY_CATEGORIES)('filters by category %s', async (category) => {
    const videos = await list(`/api/diy-videos?category=${category}`);
    expect(videos).toEqual(all.filter((video) => video.category === category));
  });

  it('returns an empty list, not an error, when nothing matches', async () => {
    const empty = DIY_CATEGORIES.find((category) => !all.some((video) => video.category === category));
    if (!empty) return;
    expect(await list(`/api/diy-videos?category=${empty}`)).toEqual([]);
  });

  it.each(DIY_MODELS)('filters by model %s', async (model) => {
    const videos = await list(`/api/diy-videos?model=${model}`);
    expect(videos.length).toBeGreaterThan(0);
    expect(videos).toEqual(all.filter((video) => video.modelSlugs.includes(model)));
  });

  it('combines category and model', async () => {
    const pick = all.find((video) => video.modelSlugs.length > 0)!;
    const model = pick.modelSlugs[0]!;
    const videos = await list(`/api/diy-videos?category=${pick.category}&model=${model}`);
    expect(videos.map((video) => video.id)).toContain(pick.id);
    expect(videos.every((video) => video.category === pick.category && video.modelSlugs.includes(model))).toBe(true);
    expect(videos).toHaveLength(all.filter((video) => video.category === pick.category && video.modelSlugs.includes(model)).length);
  });

  it('answers an empty list for a model no video is tagged with', async () => {
    expect(await list('/api/diy-videos?model=camaro')).toEqual([]);
  });

  it("ignores 'all'", async () => {
    expect(await list('/api/diy-videos?category=all')).toEqual(all);
    expect(await list('/api/diy-videos?model=all')).toEqual(all);
    expect(await list('/api/diy-videos?category=all&model=all')).toEqual(all);
    const repair = await list('/api/diy-videos?category=repair&model=all');
    expect(repair).toEqual(all.filter((video) => video.category === 'repair'));
  });

  it.each([
    ['category=painting', /category must be one of: all, restoration, repair, maintenance, modification, general/],
    ['model=GTO', /model must be all or a model slug/],
    ['model=%3Cscript%3E', /model must be all or a model slug/],
    ['category=', /category must be one of/],
    ['category=REPAIR', /category must be one of/],
    ['category=repair&category=maintenance', /category must be one of/],
  ])('answers 400 with a message for ?%s', async (query, message) => {
    const response = await ctx.api.get(`/api/diy-videos?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});
