import { DRAWN_PAGE_ATTRIBUTE, DRAWN_PAGE_REPLACED } from '@shared/pwa/documents';
import { LOADING_STATE_SELECTOR } from '@/ui/LoadingState';

/** Longest a drawn page waits for the app's own render of it: the app is then shown as it is. */
const TAKEOVER_WAIT_MS = 5_000;

/** A document the service worker answered with a page as the device last drew it (service-worker/drawnPage.ts). */
export const isDrawnPage = (container: HTMLElement) => container.getAttribute(DRAWN_PAGE_ATTRIBUTE) === '';

/**
 * The app's container for a page the device last drew: hidden beside the drawn page, it takes its place (and id) once
 * the app's render has no part still loading, or after TAKEOVER_WAIT_MS. The drawn page is inert meanwhile: its
 * controls do nothing until the app's own are there, and assistive technology reads the app's.
 */
export function besideDrawnPage(drawn: HTMLElement): HTMLElement {
  const app = document.createElement('div');
  drawn.inert = true;
  drawn.removeAttribute('id');
  app.id = 'root';
  app.hidden = true;
  drawn.after(app);
  const reveal = () => {
    renders.disconnect();
    clearTimeout(timeout);
    drawn.remove();
    app.hidden = false;
    // What a test or a support session can see: this page came drawn, and the app took its place.
    app.setAttribute(DRAWN_PAGE_ATTRIBUTE, DRAWN_PAGE_REPLACED);
  };
  const renders = new MutationObserver(() => {
    if (app.childElementCount > 0 && !app.querySelector(LOADING_STATE_SELECTOR)) reveal();
  });
  renders.observe(app, { childList: true, subtree: true });
  const timeout = setTimeout(reveal, TAKEOVER_WAIT_MS);
  return app;
}
