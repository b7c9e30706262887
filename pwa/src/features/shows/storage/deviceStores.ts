import { SHOW_PICTURES_CACHE } from '@/device/names';
import { connectivity, trackedFetch } from '@/network/connectivityStore';
import type { PictureStore, SavedShowStore } from './saveShow';
import { showsDb } from './showsDb';

/** A picture download that never answers is given up after this long (one picture, not the whole save). */
const PICTURE_TIMEOUT_MS = 15_000;

export const deviceShows: SavedShowStore = {
  get: (eventId) => showsDb.saved.get(eventId),
  put: async (show) => void (await showsDb.saved.put(show)),
  // Its pages as drawn go with it: they show it.
  delete: (eventId) =>
    showsDb.transaction('rw', showsDb.saved, showsDb.drawnPages, async () => {
      await showsDb.drawnPages.where('eventId').equals(eventId).delete();
      await showsDb.saved.delete(eventId);
    }),
  all: () => showsDb.saved.toArray(),
};

const pictureCache = () => caches.open(SHOW_PICTURES_CACHE);

/**
 * The saved shows' pictures in Cache Storage, which the service worker serves them from with no signal
 * (service-worker/sw.ts). Downloaded with fetch(), which the worker leaves to the network: only images a page shows
 * go into its bounded cache of images seen, and a show's 500 thumbnails would push the catalogue's out of it.
 */
export const devicePictures: PictureStore = {
  size: async (url) => {
    const stored = await (await pictureCache()).match(url);
    return stored ? (await stored.blob()).size : undefined;
  },
  download: async (url) => {
    // Once the server is known unreachable (a picture unanswered after 5 s marks it so), the rest are left for the
    // next refresh: a hanging link must not hold the save for minutes, picture after picture.
    if (!connectivity.isOnline()) return undefined;
    const response = await trackedFetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    if (response.status !== 200) return undefined;
    const body = await response.blob();
    await (
      await pictureCache()
    ).put(url, new Response(body, { headers: { 'Content-Type': response.headers.get('Content-Type') ?? body.type } }));
    return body.size;
  },
  delete: async (url) => void (await (await pictureCache()).delete(url)),
};
