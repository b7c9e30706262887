import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { DEVICE_RENDERED_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@shared/pwa/documents';
// Keeps a `beforeinstallprompt` from the start: a prerendered page's app code only loads once the page is painted,
// which can be after the browser has offered the prompt (see start below).
import './install/useInstallPrompt';
import { besideDrawnPage, isDrawnPage } from './app/drawnPage';

/**
 * Resolves once the browser has painted the page (the frame after the next animation frame), or at once in a hidden
 * tab, which paints nothing until it is shown.
 */
const afterFirstPaint = () =>
  document.visibilityState === 'hidden'
    ? Promise.resolve()
    : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves in a later task: what follows does not lengthen the task that is running. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React and the app's modules (router, queries, layout) are imported here, not statically, so that each is evaluated
 * in a task of its own: evaluating them all in one would block a phone's main thread for a few hundred milliseconds
 * at start-up. The shell names them as async module scripts, so they load with it; a prerendered page is painted
 * from its HTML alone, so its code is only fetched once that paint is done (pwa/build/prerender.ts).
 */
async function start(container: HTMLElement) {
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE) === `${location.pathname}${location.search}`;
  // A page the service worker rendered from what the device holds (service-worker/carPage.ts).
  const deviceRendered = container.hasAttribute(DEVICE_RENDERED_ATTRIBUTE);
  // A page as the device last drew it (app/drawnPage.ts).
  const drawn = isDrawnPage(container);
  if (prerendered || deviceRendered || drawn) await afterFirstPaint();
  const [{ createRoot, hydrateRoot }, { App, readFirstScreen }, { preloadPages }, { upgradeLocalSettings }] = await Promise.all([
    import('react-dom/client'),
    import('./app/App'),
    import('./app/preloadPages'),
    import('./device/upgradeLocalSettings'),
  ]);
  // Before any screen reads a local setting: what an older version stored is brought to today's shape.
  upgradeLocalSettings();
  // React's renderer is set up as its module is first read (just now); the routes are matched and the page's chunk
  // loaded next. In one task the two took about 45 ms of CPU on a desktop core (four times that on a phone).
  await nextTask();
  const app = (
    <StrictMode>
      <App firstScreen={readFirstScreen(document)} />
    </StrictMode>
  );
  // Transitions: rendering yields to the browser every few milliseconds instead of blocking it in one long task.
  if (prerendered) {
    // The build rendered this very page into the document (shared/pwa/documents.ts). Its code is loaded first, so
    // hydration adopts the HTML as it is instead of showing "Loading..." while the page's chunk arrives.
    await preloadPages(location.pathname);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else if (drawn) {
    // The app renders the page beside the drawn one, which stays on screen until that render is ready.
    await preloadPages(location.pathname);
    const beside = besideDrawnPage(container);
    startTransition(() => createRoot(beside).render(app));
  } else {
    // The shell, or a document made for another address: rendered afresh (React replaces what is there). A page the
    // service worker rendered stays until the app's first render replaces it with the same page: its code is loaded
    // first, and its data is in the document, so that render is the page rather than "Loading...".
    if (deviceRendered) await preloadPages(location.pathname);
    startTransition(() => createRoot(container).render(app));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
void start(container);
