/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// The build injects the list of hashed app files here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation is answered with the precached shell, so deep links work offline.
// The API and uploaded files never get the shell (uploaded images have their own cache below).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

/** Runtime cache of the model hero and gallery images, so a catalogue seen online keeps its pictures offline. */
const MODEL_IMAGES_CACHE = 'model-images';
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

// Uploaded images get a new generated name on every upload (the API never rewrites a file in place), so a
// cached copy never goes stale: cache first. Only same-origin /uploads/ images: an absolute heroImage on
// another host stays with the network (its opaque responses would fill the quota with unknown sizes).
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: MODEL_IMAGES_CACHE,
    plugins: [
      // Only complete images: no 404 of a deleted image, no 206 partial response.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: THIRTY_DAYS_IN_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The page asks for activation only after the user chose "Reload" in the update prompt.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
