import type { UseQueryResult } from '@tanstack/react-query';
import { useOnlineStatus } from '@/network/useOnlineStatus';

/**
 * When a screen shows a saved answer (the persisted query cache) that could not be refreshed, because the server
 * is unreachable or the refresh failed, the time it was fetched; null while the data is live.
 */
export function useSavedCopyAge(query: Pick<UseQueryResult, 'data' | 'dataUpdatedAt' | 'isError'>): Date | null {
  const online = useOnlineStatus();
  if (query.data === undefined || (online && !query.isError)) return null;
  return new Date(query.dataUpdatedAt);
}
