import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { pageLoader } from './lazyPages';
import { routes } from './routes';

/**
 * Loads what hydrating an address needs: the code of the lazy pages it renders, and the offline storage (Dexie),
 * which restoring the query cache reads right after hydration. Each is evaluated in a task of its own rather than
 * with the page. Settles either way: a failed load shows when rendering (or restoring) needs it.
 */
export async function preloadPages(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const load = isValidElement(route.element) ? pageLoader(route.element.type) : undefined;
    return load ? [load()] : [];
  });
  await Promise.allSettled([import('../mirror/db'), ...loads]);
}
