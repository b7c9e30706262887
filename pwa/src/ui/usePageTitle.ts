import { useEffect } from 'react';
import { SITE_NAME } from '@shared/layout/nav';

/** The document's title for a page's own (the server writes it too for the pages it renders: app/serverRender.tsx). */
export const documentTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** Sets the document title: "{page} | Pontiac Hub", or the site name alone. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
