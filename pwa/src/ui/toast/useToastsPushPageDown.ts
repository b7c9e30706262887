import { useEffect, type RefObject } from 'react';
import { subscribeToToasts } from './toastStore';

/**
 * The toast region lies in the page's flow, so a new toast moves the page down below it. The browser's scroll
 * anchoring would undo that on a scrolled page (it scrolls by the region's growth to keep what was on screen in
 * place, under the toast): that added scroll is taken back. When a toast goes, anchoring keeps the page still.
 */
export function useToastsPushPageDown(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Read when a toast is shown or closed, before the page lays it out.
    let scrollBefore = window.scrollY;
    let height = element.offsetHeight;
    const unsubscribe = subscribeToToasts(() => {
      scrollBefore = window.scrollY;
    });
    // Called after layout and before paint, so the page never shows under the toast.
    const observer = new ResizeObserver(() => {
      const grown = element.offsetHeight - height;
      height = element.offsetHeight;
      // What the page scrolls to by keyboard or link lands below the toast too (scroll-padding-top, global.css).
      document.documentElement.style.setProperty('--toast-room', `${height}px`);
      const anchored = window.scrollY - scrollBefore;
      if (grown > 0 && anchored > 0) window.scrollBy({ top: -Math.min(grown, anchored), behavior: 'instant' });
    });
    observer.observe(element);
    return () => {
      unsubscribe();
      observer.disconnect();
      document.documentElement.style.removeProperty('--toast-room');
    };
  }, [region]);
}
