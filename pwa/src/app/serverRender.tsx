/*
 * Node only: the server's renderer of the pages of SERVER_RENDERED_PAGES (shared/pwa/documents.ts), built apart from
 * the app (`vite build --ssr`, into dist/ssr/) and loaded by the API (api/web/server-rendered.ts). It asks the API for
 * what the page's first screen reads and renders the page with it, as a visitor sees it: nobody is signed in here, so
 * no member's view can reach another member.
 */
import { matchPath } from 'react-router-dom';
import { SERVER_RENDERED_PAGES, type ServerRenderedPage } from '@shared/pwa/documents';
import type { FetchAsVisitor, FirstScreenData, FirstScreenPage, FirstScreenQuery, RenderedFirstScreen } from '@shared/pwa/first-screen';
import { communityFirstScreen, postFirstScreen } from '@/features/community/public/firstScreen';
import { eventFirstScreen } from '@/features/events/public/firstScreen';
import { showCarFirstScreen } from '@/features/shows/public/firstScreen';
import { documentTitle } from '@/ui/usePageTitle';
import { render } from './prerender';
import { routes } from './routes';

type Params = Record<string, string | undefined>;

/** What each page's first screen reads, from its address's parameters and query (null: no such page there). */
const firstScreenOf: Record<ServerRenderedPage['name'], (params: Params, search: URLSearchParams) => FirstScreenPage | null> = {
  'show-car': ({ eventId = '', carNumber = '' }) => showCarFirstScreen(eventId, carNumber),
  event: ({ eventId = '' }) => eventFirstScreen(eventId),
  forum: (_params, search) => communityFirstScreen(undefined, search),
  community: ({ slug = '' }, search) => communityFirstScreen(slug, search),
  post: ({ id = '' }) => postFirstScreen(id),
};

/** What the app keeps for a query's answer: a page-by-page query keeps its pages (TanStack's infinite query). */
const keptAs = (query: FirstScreenQuery, body: unknown) => (query.firstPage ? { pages: [body], pageParams: [''] } : body);

/**
 * The page at `url` rendered with its data; null when the address is not one of these pages or the API does not
 * answer each read with 200 (the server then sends the shell, and the app shows what the API said).
 */
export async function renderFirstScreen(url: string, fetchAsVisitor: FetchAsVisitor): Promise<RenderedFirstScreen | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  for (const page of SERVER_RENDERED_PAGES) {
    const match = matchPath(page.route, pathname);
    if (!match) continue;
    const firstScreen = firstScreenOf[page.name](match.params, searchParams);
    if (!firstScreen) return null;
    const answers = await Promise.all(firstScreen.queries.map(async (query) => ({ query, answer: await fetchAsVisitor(query.address) })));
    if (answers.some(({ query, answer }) => answer.status !== 200 && !query.optional)) return null;
    const bodies = answers.map(({ answer }) => (answer.status === 200 ? answer.body : null));
    const data: FirstScreenData = {
      queries: answers.flatMap(({ query, answer }) =>
        answer.status === 200 ? [{ key: query.key, data: keptAs(query, answer.body) }] : [],
      ),
    };
    const markup = await render(routes, url, data);
    return { title: documentTitle(firstScreen.title(bodies)), markup, data, changesAt: firstScreen.changesAt?.(bodies) };
  }
  return null;
}
