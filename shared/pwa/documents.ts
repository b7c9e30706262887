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
