import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationResources } from '@shared/notifications/resources';
import { callResource, keyOf } from '@/http/resources';

/** Members whose username or name starts with `query` (nothing asked for an empty one: the server needs a letter). */
export function useMentionSuggestions(query: string | null) {
  const q = query ?? '';
  return useQuery({
    queryKey: keyOf(notificationResources.mentionSuggestions, { query: { q } }),
    enabled: q !== '',
    queryFn: ({ signal }) => callResource(notificationResources.mentionSuggestions, { query: { q } }, { signal }),
    staleTime: 60_000,
    // The list stays while the next letters are asked about, so it does not flicker as the member types.
    placeholderData: keepPreviousData,
  });
}
