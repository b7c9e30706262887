import { useEffect } from 'react';
import { LOADING_STATE_SELECTOR } from '@/ui/LoadingState';
import type { DrawnPage } from './drawnPage';
import { isShowSaved, showsDb } from './showsDb';

/** How long after a change the page is kept: a burst of renders (the ballot, the stars) is kept once. */
const KEEP_AFTER_MS = 1_000;

/** The page on screen now, or undefined while any part of it is still loading (or not yet shown: app/drawnPage.ts). */
function pageOnScreen(eventId: string, memberId: string | null): DrawnPage | undefined {
  const root = document.getElementById('root');
  if (!root || root.hidden || root.querySelector(LOADING_STATE_SELECTOR)) return undefined;
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname);
  return {
    address: `${location.pathname}${location.search}`,
    eventId,
    memberId,
    title: document.title,
    stylesheets,
    html: root.innerHTML,
    drawnAt: new Date().toISOString(),
  };
}

/**
 * Writes the page if its show is still saved, in one transaction with that check: a page kept as the member removes
 * the show (from this page or another) would otherwise outlive it, and be shown for it with no signal.
 */
const keepIfSaved = (page: DrawnPage) =>
  showsDb.transaction('rw', showsDb.saved, showsDb.drawnPages, async () => {
    if (await isShowSaved(page.eventId)) await showsDb.drawnPages.put(page);
  });

/**
 * Keeps a saved show's page as drawn (storage/drawnPage.ts) a second after it changes, and as the app is left
 * (hidden), so that the next visit to its address shows it at once.
 */
export function useKeepDrawnPage(eventId: string, memberId: string | null, enabled: boolean) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!enabled || !root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Whether the page changed since it was last kept: a page left as it was kept is not written again, which
    // would copy 500 cards' markup on the way to the next page.
    let changed = true;
    const keep = () => {
      clearTimeout(timer);
      timer = undefined;
      const page = pageOnScreen(eventId, memberId);
      if (!page) return;
      changed = false;
      void keepIfSaved(page).catch(() => undefined);
    };
    // Once per KEEP_AFTER_MS at most: a page that changes every second (a clock) is still kept.
    const keepLater = () => {
      changed = true;
      timer ??= setTimeout(keep, KEEP_AFTER_MS);
    };
    const changes = new MutationObserver(keepLater);
    changes.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    const onHidden = () => document.visibilityState === 'hidden' && changed && keep();
    document.addEventListener('visibilitychange', onHidden);
    keepLater();
    return () => {
      clearTimeout(timer);
      changes.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [eventId, memberId, enabled]);
}
