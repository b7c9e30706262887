import { useQueryClient } from '@tanstack/react-query';
import { isEventListKey } from './eventKeys';

/** An event summary of a list as the cache holds it: its id and how many photos it has. */
const isSummaryOf = (value: unknown, eventId: string): value is { imageCount: number } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { id?: unknown }).id === eventId &&
  typeof (value as { imageCount?: unknown }).imageCount === 'number';

/** Finds the summary in a list's cached data (pages of summaries, in whatever nesting the list keeps). */
function findCount(data: unknown, eventId: string, depth = 0): number | null {
  if (isSummaryOf(data, eventId)) return data.imageCount;
  if (depth > 3 || typeof data !== 'object' || data === null) return null;
  for (const child of Array.isArray(data) ? data : Object.values(data)) {
    const found = findCount(child, eventId, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * How many photos an event has, as the events lists this device has read say (they count them), or null when no list
 * seen here holds it. Offline, an event page then knows whether it has photos it cannot show.
 */
export function useKnownImageCount(eventId: string): number | null {
  const queryClient = useQueryClient();
  for (const [, data] of queryClient.getQueriesData({ predicate: ({ queryKey }) => isEventListKey(queryKey) })) {
    const found = findCount(data, eventId);
    if (found !== null) return found;
  }
  return null;
}
