import { useEffect } from 'react';
import { documentTitle } from './documentTitle';

export { documentTitle };

/** Sets the document title: "{page} | Pontiac Hub", or the site name alone. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
