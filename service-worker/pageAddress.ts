import { SERVER_RENDERED_PAGES, type ServerRenderedPage } from '@shared/pwa/documents';

/** A server-rendered page's route as a pattern of its path: each `:parameter` one part, captured. */
export function pageAddress(name: ServerRenderedPage['name']): RegExp {
  const route = SERVER_RENDERED_PAGES.find((page) => page.name === name)?.route ?? '';
  return new RegExp(`^${route.replace(/:[^/]+/g, '([^/]+)')}/?$`);
}
