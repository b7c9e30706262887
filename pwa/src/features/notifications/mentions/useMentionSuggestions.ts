import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mentionSuggestionListSchema } from '@shared/notifications/responses';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';

/** Members whose username or name starts with `query` (nothing asked for an empty one: the server needs a letter). */
export function useMentionSuggestions(query: string | null) {
  const q = query ?? '';
  return useQuery({
    queryKey: queryKeys.users.mentionSuggestions(q),
    enabled: q !== '',
    queryFn: async ({ signal }) =>
      mentionSuggestionListSchema.parse(await getJson(`/api/users/mention-suggestions?q=${encodeURIComponent(q)}`, { signal })),
    staleTime: 60_000,
    // The list stays while the next letters are asked about, so it does not flicker as the member types.
    placeholderData: keepPreviousData,
  });
}
