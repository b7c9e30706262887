import { useEffect } from 'react';
import { SITE_NAME } from '@shared/layout/nav';

/** Sets the document title: "{page} | Pontiac Hub", or the site name alone. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
