import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click handler for a long list of plain `<a href>` links to the app's own pages: a plain click (or Enter) on one
 * opens its page in the app, as a router `<Link>` would; a click with a modifier key or another button is left to the
 * browser (a new tab or window). One handler for the list instead of a `<Link>` in each of 500 cards, whose hooks take
 * most of the list's first render on a slow phone.
 */
export function useFollowLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!link || !href?.startsWith('/') || link.target !== '' || !event.currentTarget.contains(link)) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
