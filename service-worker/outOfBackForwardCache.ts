import type { WorkboxPlugin } from 'workbox-core';

/**
 * The worker's pages are kept out of the browser's back-forward cache. WebKit freezes a page it keeps there with the
 * IndexedDB transactions the page had in flight, and those then hold their stores for every other page and for this
 * worker until the page is dropped: the next page's queued vote, or the worker's read of a drawn page, waits for
 * ever. A page left is unloaded instead, which ends its transactions. WebKit honours `no-store` over HTTPS only; Back
 * from another site starts the app again from this worker.
 */
const OUT_OF_BACK_FORWARD_CACHE = 'no-store';

/** What describes a template's own bytes, not the page written from it. */
const TEMPLATE_ONLY_HEADERS = ['Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified'];

/**
 * A page the worker writes from what the device holds (a car page, a drawn page), with the headers the server gave
 * its precached template: the same Content-Security-Policy and framing rules as every page of the app.
 */
export function devicePage(template: Response, html: string): Response {
  const headers = new Headers(template.headers);
  for (const name of TEMPLATE_ONLY_HEADERS) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', OUT_OF_BACK_FORWARD_CACHE);
  return new Response(html, { headers });
}

/** For the precache: a navigation answered with a precached document (by its own route or the shell's). */
export const precachedPagesOutOfBackForwardCache: WorkboxPlugin = {
  handlerWillRespond: async ({ event, response }) => {
    if (!(event instanceof FetchEvent) || event.request.mode !== 'navigate') return response;
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', OUT_OF_BACK_FORWARD_CACHE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
};
