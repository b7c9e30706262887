/**
 * The HTML documents the build writes (pwa/build/prerender.ts). The pages below get their first screen rendered
 * into a document of their own, so a phone paints them before any script has arrived; every other address gets
 * the shell (header, footer, navigation) and renders its page in the browser. The server and the service worker
 * both answer a navigation with `documentFor`.
 */
export const PRERENDERED_PAGES = {
  '/': 'index.html',
  '/pontiac': 'pontiac.html',
} as const satisfies Record<string, string>;

export const SHELL_DOCUMENT = 'shell.html';

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

export const isPrerenderedPath = (pathname: string): pathname is PrerenderedPath => Object.hasOwn(PRERENDERED_PAGES, pathname);

/**
 * The document for an address. A query string gets the shell: it can change what the page shows (e.g. the
 * model list's `?q=`), and the prerendered HTML must be exactly what the page first renders to be hydrated.
 */
export function documentFor(pathname: string, search: string): string {
  return search === '' && isPrerenderedPath(pathname) ? PRERENDERED_PAGES[pathname] : SHELL_DOCUMENT;
}

/** Set on `#root` of a prerendered document: the address it was rendered for (the page hydrates only there). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Pages the server renders with their data on a first visit: a dash card's QR code opens a car's page on
 * one or two bars of signal, before anything of the app is on the device. The build writes a template for each
 * (pwa/build/prerender.ts: the shell with the page's stylesheets), the server fills it (api/web/server-rendered.ts)
 * with the page rendered by the app's own components (pwa/src/app/serverRender.tsx) and the data it was rendered from,
 * which the app takes over without asking again. Offline and once the service worker runs, the shell answers as
 * before (documentFor).
 */
export const SERVER_RENDERED_PAGES = [
  {
    name: 'show-car',
    /** The route, as react-router and Fastify both write it. */
    route: '/events/:eventId/cars/:carNumber',
    /** An address of it for the build's template (what the page's render loads decides its stylesheets). */
    sample: '/events/00000000-0000-4000-8000-000000000000/cars/1',
  },
  { name: 'event', route: '/events/:eventId', sample: '/events/00000000-0000-4000-8000-000000000000' },
  { name: 'forum', route: '/community', sample: '/community' },
  { name: 'community', route: '/community/:slug', sample: '/community/gto' },
  { name: 'post', route: '/post/:id', sample: '/post/00000000-0000-4000-8000-000000000000' },
] as const;

export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/** Where the build writes a server-rendered page's template (never precached: the server alone reads it). */
export const serverRenderedTemplate = (page: Pick<ServerRenderedPage, 'name'>) => `server-rendered/${page.name}.html`;
export const SERVER_RENDERED_FOLDER = 'server-rendered';

/** A value inside a double-quoted HTML attribute (a document's address: the build's and the server's). */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A show's car page, rendered by the service worker from the show saved on the device (service-worker/carPage.ts):
 * a QR code scanned with no signal, or with a signal that hangs, shows the car as the document arrives, before any of
 * the app's code has run. The build writes its template (the frame around the page, the page's stylesheets, the
 * marks of shared/pwa/first-screen-document.ts), precached like the shell.
 */
export const DEVICE_RENDERED_CAR_PAGE = 'device-rendered/show-car.html';

/** Set on `#root` of a document the service worker rendered: the app renders afresh over it once its page is ready. */
export const DEVICE_RENDERED_ATTRIBUTE = 'data-device-rendered';

/**
 * The shell with marks for a page's title and markup, precached: the service worker fills it with a show's page as
 * this device last drew it (service-worker/drawnPage.ts), so a page of 500 cars shows before any of the app's code runs.
 */
export const DRAWN_PAGE_TEMPLATE = 'device-rendered/drawn-page.html';

/**
 * Set on `#root` of a page as the device last drew it: inert, it stays on screen while the app renders the page beside
 * it, hidden, and gives way once that render is ready (pwa/src/app/drawnPage.ts).
 */
export const DRAWN_PAGE_ATTRIBUTE = 'data-drawn-page';

/** DRAWN_PAGE_ATTRIBUTE's value on the app's `#root` once it has taken the drawn page's place. */
export const DRAWN_PAGE_REPLACED = 'replaced';

/** Where the page goes in a frame rendered for DEVICE_RENDERED_CAR_PAGE (pwa/src/app/prerender.tsx). */
export const DEVICE_PAGE_SLOT = '<p data-device-page=""></p>';
