import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Per query client (the browser's one, each server render's own): the queries a server-rendered page's HTML answered. */
const answered = new WeakMap<QueryClient, Set<string>>();

/** Notes the queries that the page's HTML answered (app/firstScreen.ts seeds them: nothing fetched them here). */
export function noteFirstScreenAnswers(client: QueryClient, queryKeys: readonly QueryKey[]): void {
  answered.set(client, new Set(queryKeys.map((queryKey) => hashKey(queryKey))));
}

/**
 * Whether `queryKey`'s data came in the page's HTML, said once: the caller then does what a fetched answer makes its
 * query function do (e.g. keep a saved show fresh), which never ran for it.
 */
export function takeFirstScreenAnswer(client: QueryClient, queryKey: QueryKey): boolean {
  return answered.get(client)?.delete(hashKey(queryKey)) ?? false;
}
