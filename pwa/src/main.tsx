import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { PRERENDERED_ATTRIBUTE } from '@shared/pwa/documents';

/**
 * React and the app's modules (router, queries, layout) are imported here, not statically, so that each is evaluated
 * in a task of its own: evaluating them all in one would block a phone's main thread for a few hundred milliseconds
 * at start-up. The documents name them as async module scripts, so they still load with the page and are running by
 * its load event (pwa/build/prerender.ts).
 */
async function start(container: HTMLElement) {
  const [{ createRoot, hydrateRoot }, { App }, { preloadPages }] = await Promise.all([
    import('react-dom/client'),
    import('./app/App'),
    import('./app/preloadPages'),
  ]);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Transitions: rendering yields to the browser every few milliseconds instead of blocking it in one long task.
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === `${location.pathname}${location.search}`) {
    // The build rendered this very page into the document (shared/pwa/documents.ts). Its code is loaded first, so
    // hydration adopts the HTML as it is instead of showing "Loading..." while the page's chunk arrives.
    await preloadPages(location.pathname);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The shell, or a document made for another address: rendered afresh (React replaces what is there).
    startTransition(() => createRoot(container).render(app));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
void start(container);
