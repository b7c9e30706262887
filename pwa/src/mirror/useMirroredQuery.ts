import { useCallback } from 'react';
import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryFnWithMirror } from './fetchWithMirror';
import { useServedFromMirror } from './mirrorServed';

/**
 * useApiQuery with the offline fallback: the default GET (or `network`), answered from the mirror when the network fails,
 * checked against the shared schema either way. `fromMirror` tells the page to show <LastRefreshed/>.
 */
export function useMirroredQuery<Schema extends z.ZodType>(
  queryKey: QueryKey,
  schema: Schema,
  readMirror: () => Promise<unknown>,
  { enabled = true, network }: { enabled?: boolean; network?: QueryFunction<unknown> } = {},
) {
  const select = useCallback((data: unknown): z.output<Schema> => schema.parse(data), [schema]);
  const query = useQuery({ queryKey, enabled, select, queryFn: queryFnWithMirror(readMirror, network) });
  const fromMirror = useServedFromMirror(queryKey);
  return { ...query, fromMirror };
}
