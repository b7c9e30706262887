import { useQuery } from '@tanstack/react-query';
import { modelListSchema } from '@shared/catalogue/responses';
import { searchResources } from '@shared/search/resources';
import type { SearchResults } from '@shared/search/schemas';
import { queryKeys } from '@/http/queryKeys';
import { callResource, keyOf } from '@/http/resources';
import { isNetworkFailure } from '@/mirror/fetchWithMirror';
import { readModels } from '@/mirror/mirrorReads';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { searchSavedModels } from './savedModelsSearch';

export interface SearchState {
  /** Results to show; undefined while nothing has arrived yet. */
  results: SearchResults | undefined;
  /** The server cannot be reached: only the models saved on this device were searched. */
  offline: boolean;
  isPending: boolean;
  /** The server answered with an error (not a lost connection). */
  isError: boolean;
  retry: () => void;
}

/**
 * searchResources.results for `query` (already trimmed; '' searches nothing). Without a connection, or when the request
 * fails for want of one, the catalogue saved on this device is searched instead (models only).
 */
export function useSearch(query: string, limit: number, { keepPrevious = false } = {}): SearchState {
  const online = useOnlineStatus();
  const live = useQuery({
    queryKey: keyOf(searchResources.results, { query: { q: query, limit } }),
    queryFn: ({ signal }) => callResource(searchResources.results, { query: { q: query, limit } }, { signal }),
    enabled: online && query !== '',
    // While typing (keepPrevious), the last answer stays on screen until the next arrives.
    placeholderData: keepPrevious ? (previous) => previous : undefined,
    retry: false,
  });
  const offline = !online || (live.isError && isNetworkFailure(live.error));
  const saved = useMirroredQuery(queryKeys.models.all, modelListSchema, readModels, { enabled: offline && query !== '' });

  if (query === '') return { results: undefined, offline, isPending: false, isError: false, retry: () => undefined };
  if (offline) {
    const results = saved.data && { models: searchSavedModels(saved.data, query, limit), posts: [], users: [] };
    return { results, offline, isPending: saved.isPending, isError: false, retry: () => void saved.refetch() };
  }
  return { results: live.data, offline, isPending: live.isPending, isError: live.isError, retry: () => void live.refetch() };
}
