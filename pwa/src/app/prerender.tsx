/*
 * Node only, never the browser: the HTML of a page's first render, for the documents in shared/pwa/documents.ts. At
 * build (pwa/build/prerender.ts) it is the app itself at a fixed address with nothing loaded yet (no data, nobody
 * signed in), so the browser's first render matches it and hydrates it as it is; on the server (serverRender.tsx) the
 * same with the first screen's data, which the browser's first render is given too.
 */
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { FirstScreenData } from '@shared/pwa/first-screen';
import { LoadingState } from '../ui/LoadingState';
import { App } from './App';
import { AppLayout } from './AppLayout';
import { routes } from './routes';

/** Every other address: the frame with "Loading..." where the page goes, as a page shows while its code loads. */
const shellRoutes: RouteObject[] = [{ element: <AppLayout />, children: [{ path: '*', element: <LoadingState /> }] }];

/** The frame with a slot where the page goes (DEVICE_PAGE_SLOT), for a page the service worker renders. */
const slotRoutes: RouteObject[] = [{ element: <AppLayout />, children: [{ path: '*', element: <p data-device-page="" /> }] }];

export async function render(routeObjects: RouteObject[], path: string, firstScreen?: FirstScreenData): Promise<string> {
  // prerender (unlike renderToString) waits for the lazy page chunks, so the page is in the HTML, not its fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App createRouter={() => createMemoryRouter(routeObjects, { initialEntries: [path] })} firstScreen={firstScreen} />
    </StrictMode>,
    // Every boundary in place: React would otherwise send a large one (a forum page) after the rest, revealed by an
    // inline script that the CSP refuses and a browser without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude);
}

/** The inside of `#root` for a prerendered page (or a server-rendered page's template, at a sample address). */
export const renderPage = (path: string, firstScreen?: FirstScreenData) => render(routes, path, firstScreen);

/**
 * The inside of `#root` for every other address. Rendered at an address no navigation link matches, so no section
 * is marked current until the page's own render (in the browser) says which.
 */
export const renderShell = () => render(shellRoutes, '/shell');

/** The inside of `#root` around a page the service worker renders: the frame, with DEVICE_PAGE_SLOT for the page. */
export const renderFrame = () => render(slotRoutes, '/shell');
