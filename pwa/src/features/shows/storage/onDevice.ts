import Dexie from 'dexie';
import type { ShowBundle, ShowCar } from '@shared/shows/responses';
import { databaseExists } from '@/mirror/databaseExists';
import { fetchShowBundle } from '../showsApi';
import { deviceShows, devicePictures } from './deviceStores';
import { removeSavedShow, saveShow, storeBundle, type SaveProgress } from './saveShow';
import { savedCarOf } from './savedCar';
import { savedShowOnDevice } from './savedShowOnDevice';
import type { SaveReason, SavedShow } from './savedShow';
import { SHOWS_DB_NAME } from '@/device/names';
import { isDrawingFrame } from '@/device/drawingFrame';
import { isBeforeDeviceToday, isOnDeviceToday } from '../showDates';
import { noteRemovedByMember, wasRemovedByMember } from './removedShows';

const devices = { shows: deviceShows, pictures: devicePictures };

/**
 * The saved shows this page has read, kept until one of them is written: a page asks for its show from several
 * queries (the device's copy and the live read that falls back to it, for the show and for a car) and starts the read
 * as its route opens (useSavedShowRead), before the query cache is restored; a show of 500 cars is costly to read on a
 * slow phone. Every answer is the same object, so its check against the schema is made once too.
 */
const readShows = new Map<string, Promise<SavedShow | undefined>>();

/** A write to the saved shows, in this page or another (Dexie tells each page of the origin), makes the next read fresh. */
Dexie.on('storagemutated', (parts) => {
  if (Object.keys(parts).some((part) => part.startsWith(`idb://${SHOWS_DB_NAME}/saved/`))) readShows.clear();
});

/** One save, refresh or removal of a show at a time: a tap on "Save" while a refresh runs waits for it. */
const running = new Map<string, Promise<unknown>>();
function oneAtATime<Result>(eventId: string, work: () => Promise<Result>): Promise<Result> {
  const previous = running.get(eventId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  running.set(eventId, next);
  void next
    .catch(() => undefined)
    .finally(() => {
      readShows.delete(eventId);
      if (running.get(eventId) === next) running.delete(eventId);
    });
  return next;
}

/** The saved show, or undefined; never creates the database on a device that has saved nothing. */
export function readSavedShow(eventId: string): Promise<SavedShow | undefined> {
  const known = readShows.get(eventId);
  if (known) return known;
  const read = savedShowOnDevice(eventId);
  readShows.set(eventId, read);
  void read.catch(() => {
    if (readShows.get(eventId) === read) readShows.delete(eventId);
  });
  return read;
}

export const readSavedBundle = async (eventId: string): Promise<ShowBundle | undefined> => (await readSavedShow(eventId))?.bundle;

/** A car's page from the saved show: its thumbnail stands in for the photos, which are not saved. */
export async function readSavedCar(eventId: string, carNumber: number): Promise<ShowCar | undefined> {
  const bundle = await readSavedBundle(eventId);
  return bundle && savedCarOf(bundle, carNumber);
}

const savedListeners = new Set<(eventId: string) => void>();

/**
 * Calls `listener` with the show's id whenever a show is saved on this device (chosen, entered, or opened on its day),
 * and as a saved show still to come is refreshed. The app loads then the show-day pages the precache leaves out
 * (shared/pwa/caches.ts), so they open with no signal, and draws the show's heavy tabs ahead (drawShowTabs.ts).
 * Returns the cleanup.
 */
export function onShowSaved(listener: (eventId: string) => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

const keepShowDayPages = (eventId: string) => {
  for (const listener of savedListeners) listener(eventId);
};

/** "Save for offline": the bundle and every picture, with progress. */
export async function saveShowForOffline(eventId: string, onProgress?: (progress: SaveProgress) => void) {
  noteRemovedByMember(eventId, false);
  const saved = await oneAtATime(eventId, () =>
    saveShow(eventId, 'chosen', { ...devices, fetchBundle: (id) => fetchShowBundle(id) }, onProgress),
  );
  keepShowDayPages(eventId);
  return saved;
}

/** "Remove from device": and not saved again without asking, on its day, until the member saves it. */
export function removeShowFromDevice(eventId: string) {
  noteRemovedByMember(eventId, true);
  return oneAtATime(eventId, () => removeSavedShow(eventId, devices));
}

/**
 * Keeps a show on the device without asking (a show the member entered): the write side calls this once the entry
 * is made. Never throws: with no signal now, the show is saved the next time it is opened online.
 */
export async function keepShowOnDevice(eventId: string): Promise<boolean> {
  noteRemovedByMember(eventId, false);
  try {
    await oneAtATime(eventId, () => saveShow(eventId, 'entered', { ...devices, fetchBundle: (id) => fetchShowBundle(id) }));
    keepShowDayPages(eventId);
    return true;
  } catch (error) {
    console.warn('Show not saved on the device', error);
    return false;
  }
}

/**
 * What a fresh bundle from the server does on the device: a saved show is brought up to date (new pictures too), and a
 * show opened on its day is saved without asking, unless the member removed it. Background work: a failure leaves the
 * previous copy. A page drawn ahead in its hidden frame saves nothing: the page that opened it owns the saved show,
 * and the frame's writes would race that page's (a removal while the frame draws would be undone).
 */
export async function keepFresh(bundle: ShowBundle): Promise<void> {
  const eventId = bundle.show.eventId;
  if (isDrawingFrame()) return;
  try {
    const saved = await readSavedShow(eventId);
    const savedToday = isOnDeviceToday(bundle.show.eventDate) && !wasRemovedByMember(eventId);
    const reason: SaveReason | undefined = saved ? saved.reason : savedToday ? 'today' : undefined;
    if (reason) await oneAtATime(eventId, () => storeBundle(bundle, reason, devices));
    // Again at each refresh of a show still to come: what an update of the app left behind is brought back (its
    // show-day pages, its tabs' drawings, whose stylesheets the update replaced).
    if (reason && !isBeforeDeviceToday(bundle.show.eventDate)) keepShowDayPages(eventId);
  } catch (error) {
    console.warn('Saved show not refreshed', error);
  }
}

/** Every saved show, fetched again and stored (the app does this when it starts online, on reconnect and now and then). */
export async function refreshSavedShows(): Promise<void> {
  if (!(await databaseExists(SHOWS_DB_NAME))) return;
  for (const saved of await deviceShows.all()) {
    try {
      await keepFresh(await fetchShowBundle(saved.eventId));
    } catch {
      // Offline or the show is gone: the saved copy stays until the member removes it.
    }
  }
}
