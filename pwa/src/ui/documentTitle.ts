import { SITE_NAME } from '@shared/layout/nav';

/**
 * The document's title for a page's own: the server and the service worker write it too for the pages they render
 * (app/serverRender.tsx, features/shows/car/carPageDocument.ts).
 */
export const documentTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);
