import { describe, expect, it } from 'vitest';
import type { ShowBundle } from '@shared/shows/responses';
import { testBundle } from '../testBundle';
import { removeSavedShow, saveShow, storeBundle, type PictureStore, type SaveProgress, type SavedShowStore } from './saveShow';
import { bundleBytes, type SavedShow } from './savedShow';

function memoryShows(): SavedShowStore & { rows: Map<string, SavedShow> } {
  const rows = new Map<string, SavedShow>();
  return {
    rows,
    get: async (eventId) => rows.get(eventId),
    put: async (show) => void rows.set(show.eventId, show),
    delete: async (eventId) => void rows.delete(eventId),
    all: async () => [...rows.values()],
  };
}

/** Pictures of 1,000 bytes each; `missing` ones cannot be downloaded. */
function memoryPictures(missing: string[] = []): PictureStore & { stored: Map<string, number>; downloads: string[] } {
  const stored = new Map<string, number>();
  const downloads: string[] = [];
  return {
    stored,
    downloads,
    size: async (url) => stored.get(url),
    download: async (url) => {
      downloads.push(url);
      if (missing.includes(url)) throw new Error('404');
      stored.set(url, 1_000);
      return 1_000;
    },
    delete: async (url) => void stored.delete(url),
  };
}

const at = (iso: string) => () => new Date(iso);

describe('saveShow', () => {
  it('stores the bundle and every picture, telling the progress, and what it all takes', async () => {
    const shows = memoryShows();
    const pictures = memoryPictures();
    const bundle = testBundle({ count: 3, withoutThumbnail: [2], mapImageUrl: '/uploads/map.webp' });
    const progress: SaveProgress[] = [];
    const saved = await saveShow(
      bundle.show.eventId,
      'chosen',
      { shows, pictures, fetchBundle: async () => bundle, now: at('2026-06-01T09:00:00Z') },
      (step) => progress.push(step),
    );
    expect([...pictures.stored.keys()].sort()).toEqual(['/uploads/map.webp', '/uploads/thumb-1.webp', '/uploads/thumb-3.webp']);
    expect(progress.at(0)).toEqual({ done: 0, total: 3 });
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
    expect(saved.bytes).toBe(bundleBytes(bundle) + 3_000);
    expect(shows.rows.get(bundle.show.eventId)?.bundle).toEqual(bundle);
    expect(saved.refreshedAt).toBe('2026-06-01T09:00:00.000Z');
  });

  it('saves the show without the pictures it cannot get', async () => {
    const shows = memoryShows();
    const pictures = memoryPictures(['/uploads/thumb-2.webp']);
    const bundle = testBundle({ count: 3 });
    const saved = await saveShow(bundle.show.eventId, 'chosen', { shows, pictures, fetchBundle: async () => bundle });
    expect(Object.keys(saved.pictures).sort()).toEqual(['/uploads/thumb-1.webp', '/uploads/thumb-3.webp']);
  });

  it('stores nothing when the bundle cannot be had', async () => {
    const shows = memoryShows();
    const pictures = memoryPictures();
    const failing = saveShow('30000000-0000-4000-8000-000000000001', 'chosen', {
      shows,
      pictures,
      fetchBundle: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(shows.rows.size).toBe(0);
    expect(pictures.stored.size).toBe(0);
  });
});

describe('storeBundle (a refresh)', () => {
  it('downloads only new pictures, drops those gone, keeps the first save time and the member’s choice', async () => {
    const shows = memoryShows();
    const pictures = memoryPictures();
    const first = testBundle({ count: 3 });
    await storeBundle(first, 'chosen', { shows, pictures, now: at('2026-06-01T09:00:00Z') });
    pictures.downloads.length = 0;

    const withoutCarTwo: ShowBundle = { ...first, entries: first.entries.filter((entry) => entry.carNumber !== 2) };
    const next: ShowBundle = {
      ...withoutCarTwo,
      entries: [...withoutCarTwo.entries, { ...first.entries[0]!, carNumber: 4, thumbnailUrl: '/uploads/thumb-4.webp' }],
    };
    const refreshed = await storeBundle(next, 'today', { shows, pictures, now: at('2026-06-01T10:00:00Z') });

    expect(pictures.downloads).toEqual(['/uploads/thumb-4.webp']);
    expect(pictures.stored.has('/uploads/thumb-2.webp')).toBe(false);
    expect(refreshed.savedAt).toBe('2026-06-01T09:00:00.000Z');
    expect(refreshed.refreshedAt).toBe('2026-06-01T10:00:00.000Z');
    expect(refreshed.reason).toBe('chosen');
  });
});

describe('storeBundle (the same answer again)', () => {
  it('only records the check while every picture is there, and fetches those still missing', async () => {
    const shows = memoryShows();
    const pictures = memoryPictures(['/uploads/thumb-2.webp']);
    const bundle = testBundle({ count: 2 });
    await storeBundle(bundle, 'chosen', { shows, pictures, now: at('2026-06-01T09:00:00Z') });
    expect(pictures.downloads).toEqual(['/uploads/thumb-1.webp', '/uploads/thumb-2.webp']);

    // Picture 2 could not be had: the same bundle again asks for it once more.
    pictures.downloads.length = 0;
    await storeBundle(bundle, 'chosen', { shows, pictures, now: at('2026-06-01T09:15:00Z') });
    expect(pictures.downloads).toEqual(['/uploads/thumb-2.webp']);

    // With every picture there, nothing is downloaded or looked up: only the time of the check moves.
    const complete = testBundle({ count: 1 });
    await storeBundle(complete, 'chosen', { shows, pictures, now: at('2026-06-01T09:30:00Z') });
    pictures.downloads.length = 0;
    const checked = await storeBundle(complete, 'today', { shows, pictures, now: at('2026-06-01T09:45:00Z') });
    expect(pictures.downloads).toEqual([]);
    expect(checked.refreshedAt).toBe('2026-06-01T09:45:00.000Z');
    expect(checked.reason).toBe('chosen');
  });
});

describe('removeSavedShow', () => {
  it('removes the bundle and its pictures, but keeps a picture another saved show uses', async () => {
    const shows = memoryShows();
    const pictures = memoryPictures();
    const one = testBundle({ eventId: '30000000-0000-4000-8000-000000000001', count: 2 });
    const other = testBundle({ eventId: '30000000-0000-4000-8000-000000000002', count: 1 });
    await storeBundle(one, 'chosen', { shows, pictures });
    await storeBundle(other, 'entered', { shows, pictures });

    await removeSavedShow(one.show.eventId, { shows, pictures });

    expect(shows.rows.has(one.show.eventId)).toBe(false);
    expect([...pictures.stored.keys()]).toEqual(['/uploads/thumb-1.webp']);
  });
});
