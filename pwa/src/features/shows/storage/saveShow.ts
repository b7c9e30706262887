import type { ShowBundle } from '@shared/shows/responses';
import { bundleBytes, picturesOf, type SaveReason, type SavedShow } from './savedShow';

/** Where saved shows are kept (IndexedDB on the device; an in-memory copy in tests). */
export interface SavedShowStore {
  get(eventId: string): Promise<SavedShow | undefined>;
  put(show: SavedShow): Promise<void>;
  delete(eventId: string): Promise<void>;
  all(): Promise<SavedShow[]>;
}

/** Where their pictures are kept (Cache Storage on the device). */
export interface PictureStore {
  /** The stored picture's size in bytes, or undefined when it is not stored. */
  size(url: string): Promise<number | undefined>;
  /** Downloads and stores the picture; its size, or undefined when it could not be had. */
  download(url: string): Promise<number | undefined>;
  delete(url: string): Promise<void>;
}

export interface SaveDependencies {
  shows: SavedShowStore;
  pictures: PictureStore;
  fetchBundle: (eventId: string) => Promise<ShowBundle>;
  now?: () => Date;
}

export interface SaveProgress {
  done: number;
  total: number;
}

/** Pictures downloaded at once: enough to fill a slow link, few enough not to starve the page's own requests. */
const PICTURE_DOWNLOADS_AT_ONCE = 4;

/**
 * Stores every picture not stored yet, a few at a time, telling the progress; the stored ones with their sizes. Those
 * the show already holds (`known`) are not looked up again.
 */
async function storePictures(
  urls: readonly string[],
  known: Readonly<Record<string, number>>,
  pictures: PictureStore,
  onProgress?: (progress: SaveProgress) => void,
) {
  const sizes = new Map<string, number>();
  let done = 0;
  let next = 0;
  onProgress?.({ done, total: urls.length });
  const worker = async () => {
    for (let index = next++; index < urls.length; index = next++) {
      const url = urls[index]!;
      // A picture that cannot be had now (deleted, no signal) is left out: the car shows without it.
      const size = known[url] ?? (await pictures.size(url)) ?? (await pictures.download(url).catch(() => undefined));
      if (size !== undefined) sizes.set(url, size);
      done += 1;
      onProgress?.({ done, total: urls.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PICTURE_DOWNLOADS_AT_ONCE, urls.length) }, worker));
  return sizes;
}

/** Deletes the pictures no saved show uses any more (two shows may show the same car's thumbnail). */
async function deleteUnusedPictures(candidates: readonly string[], shows: SavedShowStore, pictures: PictureStore) {
  const stillUsed = new Set((await shows.all()).flatMap((show) => Object.keys(show.pictures)));
  await Promise.all(candidates.filter((url) => !stillUsed.has(url)).map((url) => pictures.delete(url)));
}

/** The reason kept when a show is saved again: the member's own choice outlasts one made without asking. */
const strongerReason = (previous: SaveReason | undefined, next: SaveReason): SaveReason =>
  previous === 'chosen' || next === 'chosen' ? 'chosen' : (previous ?? next);

/**
 * Stores a bundle and its pictures for a show (a first save, or a refresh of a saved one): pictures first, then the
 * row, so a show listed as saved has its pictures; those the new bundle no longer names are deleted after.
 */
export async function storeBundle(
  bundle: ShowBundle,
  reason: SaveReason,
  { shows, pictures, now = () => new Date() }: Omit<SaveDependencies, 'fetchBundle'>,
  onProgress?: (progress: SaveProgress) => void,
): Promise<SavedShow> {
  const eventId = bundle.show.eventId;
  const previous = await shows.get(eventId);
  const at = now().toISOString();
  // The same answer again (the browser's copy after a 304) with every picture there: only the check's time changes.
  const unchanged = previous?.bundle.generatedAt === bundle.generatedAt && picturesOf(bundle).every((url) => url in previous.pictures);
  if (previous && unchanged) {
    const checked = { ...previous, reason: strongerReason(previous.reason, reason), refreshedAt: at };
    await shows.put(checked);
    return checked;
  }
  const sizes = await storePictures(picturesOf(bundle), previous?.pictures ?? {}, pictures, onProgress);
  const saved: SavedShow = {
    eventId,
    bundle,
    reason: strongerReason(previous?.reason, reason),
    savedAt: previous?.savedAt ?? at,
    refreshedAt: at,
    pictures: Object.fromEntries(sizes),
    bytes: bundleBytes(bundle) + [...sizes.values()].reduce((sum, size) => sum + size, 0),
  };
  await shows.put(saved);
  if (previous) await deleteUnusedPictures(Object.keys(previous.pictures), shows, pictures);
  return saved;
}

/** "Save for offline": downloads the show's bundle, then its pictures with progress. */
export async function saveShow(
  eventId: string,
  reason: SaveReason,
  dependencies: SaveDependencies,
  onProgress?: (progress: SaveProgress) => void,
): Promise<SavedShow> {
  const bundle = await dependencies.fetchBundle(eventId);
  return storeBundle(bundle, reason, dependencies, onProgress);
}

/** "Remove from device": the bundle and the pictures no other saved show uses. */
export async function removeSavedShow(eventId: string, { shows, pictures }: Pick<SaveDependencies, 'shows' | 'pictures'>) {
  const previous = await shows.get(eventId);
  if (!previous) return;
  await shows.delete(eventId);
  await deleteUnusedPictures(Object.keys(previous.pictures), shows, pictures);
}
