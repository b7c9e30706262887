import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { databaseExists } from '../mirror/databaseExists';
import { MIRROR_DB_NAME } from '@/device/names';
import { pageLoader } from '@/ui/lazyPage';
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
  // Without a database (a first visit) there is nothing to restore, and Dexie is not needed at all.
  const storage = databaseExists(MIRROR_DB_NAME).then((exists) => (exists ? import('../mirror/db') : undefined));
  await Promise.allSettled([storage, ...loads]);
}
