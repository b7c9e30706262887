import { z } from 'zod';

/**
 * A server-rendered page's first screen (SERVER_RENDERED_PAGES, shared/pwa/documents.ts): what the server puts in
 * its template, and what passes between the server and the renderer the build writes (pwa/src/app/serverRender.tsx).
 * Apart from documents.ts, which the app's entry imports: the entry loads no zod.
 */

export { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_MARKS } from './first-screen-document';

/** The first screen's data: each query's key and its answer, as the page's hooks ask for them (and check them). */
export const firstScreenDataSchema = z.object({
  queries: z.array(z.object({ key: z.array(z.unknown()), data: z.unknown() })),
});
export type FirstScreenData = z.infer<typeof firstScreenDataSchema>;

/** What a server-rendered page's first screen reads, and its title from those answers (in their order; null for an optional one left out). */
export interface FirstScreenPage {
  queries: FirstScreenQuery[];
  title: (answers: unknown[]) => string | undefined;
  /**
   * When what the page shows changes by the clock alone (an ISO instant, e.g. an event starting: "Upcoming" no longer
   * holds), from the same answers; the server renders it afresh from then on.
   */
  changesAt?: (answers: unknown[]) => string | undefined;
}

/** A query a server-rendered page's first screen reads: its key in the app and the API address answering it. */
export interface FirstScreenQuery {
  key: unknown[];
  address: string;
  /** Left out when the API does not answer it with 200 (e.g. the show of an event that is not one); else the page is not rendered. */
  optional?: boolean;
  /** The answer is the first page of a query read page by page (TanStack's infinite query: kept as `{ pages, pageParams }`). */
  firstPage?: boolean;
}

/** A GET of the API as a visitor (no cookie): its status and its JSON answer. */
export type FetchAsVisitor = (address: string) => Promise<{ status: number; body: unknown }>;

/** A server-rendered page: its document title, the inside of `#root`, and the data it was rendered from. */
export interface RenderedFirstScreen {
  title: string;
  markup: string;
  data: FirstScreenData;
  /** The instant the render stops being true by the clock alone (FirstScreenPage.changesAt), if any. */
  changesAt?: string;
}

/** What the server loads from dist/ssr/ (pwa/src/app/serverRender.tsx). */
export interface FirstScreenRenderer {
  /** The page at `url` with its data; null when it is not one of SERVER_RENDERED_PAGES or a read is not a 200. */
  renderFirstScreen(url: string, fetchAsVisitor: FetchAsVisitor): Promise<RenderedFirstScreen | null>;
}
