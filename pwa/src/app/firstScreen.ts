import { hashKey, type QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID, firstScreenDataSchema, type FirstScreenData } from '@shared/pwa/first-screen';
import { noteFirstScreenAnswers } from '@/http/firstScreenAnswers';

/**
 * The data a server-rendered page was rendered from (api/web/server-rendered.ts puts it beside #root as JSON): read
 * once as the app starts. Undefined in every other document, or when it cannot be read (the page then asks as usual).
 */
export function readFirstScreen(document: Document): FirstScreenData | undefined {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = firstScreenDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The query client with the first screen's answers in place, so the page's first render is the one the server made
 * (hydrated as it is) and asks nothing again. Each hook still checks its answer with its schema.
 */
export function withFirstScreen(client: QueryClient, firstScreen: FirstScreenData | undefined): QueryClient {
  const queries = firstScreen?.queries ?? [];
  for (const { key, data } of queries) client.setQueryData(key, data);
  noteFirstScreenAnswers(
    client,
    queries.map((query) => query.key),
  );
  return client;
}

export const isFirstScreenQuery = (firstScreen: FirstScreenData | undefined, queryHash: string) =>
  firstScreen?.queries.some((query) => hashKey(query.key) === queryHash) ?? false;
