import './queryMeta';
import { QueryCache, QueryClient, isServer, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './client';
import { isNotFound } from './isNotFound';

/** Joins key parts with '/': the first part is the base path, later parts are escaped path segments. */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey
    .map((part, index) => {
      if (typeof part !== 'string' && typeof part !== 'number') {
        throw new Error(`Query key part ${index} must be a string or number`);
      }
      return index === 0 ? String(part) : encodeURIComponent(String(part));
    })
    .join('/');
}

/** docs/product/api.md default query: GET on the key's path, parsed as JSON. */
export const defaultQueryFn: QueryFunction<unknown> = ({ queryKey, signal }) => getJson(pathFromQueryKey(queryKey), { signal });

/** docs/product/api.md: data never goes stale, no refetch on interval or focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // The server says the thing is gone (deleted since the device saved it): the saved copy must not stand in for
      // it, or a deleted post or event would show as an "offline copy" instead of "not found".
      onError: (error, query) => {
        if (isNotFound(error) && query.state.data !== undefined) query.setState({ data: undefined, dataUpdatedAt: 0 });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        // Queries always run: connectivity is judged from what requests do (network/), and a failed read falls back
        // to the device's copy (mirror/). Paused on navigator.onLine, a query would leave a skeleton instead.
        networkMode: 'always',
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        // Not a docs/product/api.md setting: unused answers stay in memory as long as the persisted cache keeps them (7 days),
        // otherwise they would be dropped from storage after the default five minutes. In the build's prerender
        // (Node) there is nothing to collect, and a week-long timer would keep the build from exiting.
        gcTime: isServer ? Infinity : 7 * 24 * 3_600_000,
      },
      mutations: {
        retry: false,
        // Writes never pause on navigator.onLine (which lies both ways): forum writes go through the outbox, which
        // keeps them when the network is gone; any other write fails at once and says so.
        networkMode: 'always',
      },
    },
  });
}
