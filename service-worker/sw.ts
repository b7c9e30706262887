/// <reference lib="webworker" />
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { flushEveryWriter } from '@/outbox/flushOutbox';
import { returnDelay } from '@shared/offline/retry-timing';
import {
  changeOf,
  isFlushRequest,
  isOutboxSyncTag,
  isWorthTelling,
  OUTBOX_CHANGED,
  type OutboxChangedMessage,
} from '@/outbox/workerProtocol';
import { CAR_DRAWINGS_CACHE, DEVICE_CACHES, isPrecache, LAZY_ASSETS_CACHE, MODEL_IMAGES_CACHE, SHOW_PICTURES_CACHE } from '@/device/names';
import { ALL_DRAWINGS } from '@shared/catalogue/body-drawings';
import { DRAWINGS_PATH } from '@shared/catalogue/drawings';
import { documentFor } from '@shared/pwa/documents';
import { mirrorDb } from '@/mirror/db';
import { isSnapshotJob, type SnapshotJobResult } from '@/mirror/snapshotJob';
import { refreshSnapshotJob } from '@/mirror/refreshSnapshotJob';
import { SITE_NAME } from '@shared/layout/nav';
import { carPageFromDevice, isCarPageAddress } from './carPage';
import { drawnPageFromDevice, isShowPageAddress } from './drawnPage';
import { documentRevalidation } from './documentRevalidation';
import { precachedPagesOutOfBackForwardCache } from './outOfBackForwardCache';
import { openTarget, showPush } from './notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// The build injects the list of hashed app files here. The prerendered documents are revalidated at their address,
// and a page answered with one is kept out of the back-forward cache (./outOfBackForwardCache.ts).
addPlugins([documentRevalidation, precachedPagesOutOfBackForwardCache]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation is answered with a precached document, so deep links work offline: a prerendered
// page's own, else the shell, chosen as the server chooses (shared/pwa/documents.ts).
// The API and uploaded files never get a document (uploaded images have their own cache below).
// A show's car page is rendered from the show saved on the device, when it is (./carPage.ts); a saved show's page
// drawn on this device before is answered as it was drawn (./drawnPage.ts).
registerRoute(
  new NavigationRoute(
    async (options) =>
      (isCarPageAddress(options.url)
        ? await carPageFromDevice(options.url)
        : isShowPageAddress(options.url)
          ? await drawnPageFromDevice(options.url)
          : undefined) ?? createHandlerBoundToURL(documentFor(options.url.pathname, options.url.search))(options),
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);

// App files left out of the precache (shared/pwa/caches.ts) are kept once loaded, so a page opened online opens
// offline too. Every other /assets/ file is precached and answered above.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: LAZY_ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The models' drawings are not precached (a first visit shows a few of them): a page's are kept as they are
// shown, and all of them once the catalogue is on the device (keepDrawings below).
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith(DRAWINGS_PATH),
  new CacheFirst({ cacheName: CAR_DRAWINGS_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

/** Stores every drawing the device has not yet, so that the whole model list shows its drawings offline. */
async function keepDrawings() {
  const cache = await caches.open(CAR_DRAWINGS_CACHE);
  const missing = [];
  for (const url of ALL_DRAWINGS) if (!(await cache.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => cache.add(url).catch(() => undefined)));
}

// Runtime cache of the model hero and gallery images and their card-size copies, so a catalogue seen online keeps
// its pictures offline.
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

const modelImages = new CacheFirst({
  cacheName: MODEL_IMAGES_CACHE,
  plugins: [
    // Only complete images: no 404 of a deleted image, no 206 partial response.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: THIRTY_DAYS_IN_SECONDS, purgeOnQuotaError: true }),
  ],
});

// Uploaded images get a new generated name on every upload (the API never rewrites a file in place), so a
// cached copy never goes stale: cache first. Only same-origin /uploads/ images: an absolute heroImage on
// another host stays with the network (its opaque responses would fill the quota with unknown sizes).
// A saved show's pictures (its thumbnails and venue map) are served from the page's own cache first, so a show saved
// for offline shows every car's picture with no signal. A script's own download (fetch(), as when a show is saved)
// goes to the network: only images a page shows go into the bounded cache of images seen, which a show's hundreds
// of thumbnails would otherwise empty of the catalogue's.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  async (options) => {
    const saved = await (await caches.open(SHOW_PICTURES_CACHE)).match(options.request);
    if (saved) return saved;
    return options.request.destination === '' ? fetch(options.request) : modelImages.handle(options);
  },
);

// Background Sync is not in TypeScript's worker library yet.
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
    readonly lastChance: boolean;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

/** Sends the queued writes and tells every open page what happened, so lists and toasts follow. */
async function sendQueuedWrites(): Promise<{ unreachable: boolean }> {
  const result = await flushEveryWriter();
  if (!isWorthTelling(result)) return result;
  const message = { type: OUTBOX_CHANGED, ...changeOf(result) } satisfies OutboxChangedMessage;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
  return result;
}

/** The browser wakes every phone's worker in the same second the signal returns: each waits a random moment first. */
const afterReturnDelay = () => new Promise<void>((resolve) => setTimeout(resolve, returnDelay(Math.random)));

// Queued writes go out when the browser says the connection is back, even with the app closed. Throwing
// while the server is still unreachable asks the browser to fire the sync again later.
self.addEventListener('sync', (sync) => {
  if (!isOutboxSyncTag(sync.tag)) return;
  sync.waitUntil(
    afterReturnDelay()
      .then(sendQueuedWrites)
      .then(({ unreachable }) => {
        if (unreachable && !sync.lastChance) throw new Error('Queued writes are still waiting for the network');
      }),
  );
});

// Browsers without Background Sync: the worker sends when it starts online and whenever a page asks
// (on start, when it comes back online, after sign-in, or when the member chooses Retry).
if (self.navigator.onLine) void afterReturnDelay().then(sendQueuedWrites);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  // The page asks for activation only after the user chose "Reload" in the update prompt.
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
  if (isFlushRequest(data)) event.waitUntil(sendQueuedWrites());
  // The page's snapshot refresh (pwa/src/mirror/sync.ts): downloaded and stored here, off its main thread.
  if (isSnapshotJob(data)) {
    const port = event.ports[0];
    const report = (result: SnapshotJobResult) => port?.postMessage(result);
    report({ accepted: true });
    // Once the catalogue is on the device, so are its drawings.
    event.waitUntil(refreshSnapshotJob(data, report).then(report).then(keepDrawings));
  }
});

// On a first visit the mirror's database is created here, off the page's main thread: the page loads no Dexie then,
// and the database is there for its own reads and writes from here on. A failure shows again when a job writes.
// Caches an older version kept under names the device schema no longer declares (pwa/src/device/names.ts) go.
self.addEventListener('activate', (event) => {
  mirrorDb.open().catch(() => undefined);
  // A new version's drawings may differ under the same names: they are stored again as they are shown.
  event.waitUntil(Promise.all([deleteUndeclaredCaches(), caches.delete(CAR_DRAWINGS_CACHE)]));
});

async function deleteUndeclaredCaches() {
  const undeclared = (await caches.keys()).filter((name) => !DEVICE_CACHES.includes(name) && !isPrecache(name));
  await Promise.all(undeclared.map((name) => caches.delete(name)));
}

// Web Push: every push shows a notification; a tap opens or focuses the app at its target.
self.addEventListener('push', (event) => {
  const data: unknown = (() => {
    try {
      return event.data?.json() as unknown;
    } catch {
      return null;
    }
  })();
  event.waitUntil(showPush(self.registration, data, SITE_NAME));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget(self.clients, event.notification.data, self.location.origin));
});
