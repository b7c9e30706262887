import { useMemo } from 'react';
import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { databaseExists } from './databaseExists';
import { MIRROR_DB_NAME } from '@/device/names';
import { isNetworkFailure, queryFnWithMirror } from './fetchWithMirror';
import { useServedFromMirror } from './mirrorServed';
import { mirrorKey } from './mirrorKey';

interface MirroredQueryCommon {
  errorUpdatedAt: number;
  /** A network request is under way (a background refresh while stored data is shown). */
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  /** The data shown is the device's copy: the page shows <LastRefreshed/>. */
  fromMirror: boolean;
}

/** Narrows like TanStack Query's own result: `isPending` (nothing to show yet), `isError`, or `isSuccess` with data. */
export type MirroredQueryResult<Data> = MirroredQueryCommon &
  (
    | { data: undefined; isPending: true; isError: false; isSuccess: false; error: null }
    | { data: undefined; isPending: false; isError: true; isSuccess: false; error: Error }
    | { data: Data; isPending: false; isError: false; isSuccess: true; error: null }
  );

/** Checks made, by answer and schema: several pages' hooks get the same answer (a saved show of 500 cars). */
const checked = new WeakMap<object, WeakMap<z.ZodType, z.ZodSafeParseResult<unknown>>>();

/** `schema.safeParse(raw)`, made once for an answer object however many hooks show it. */
function parsedOnce<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.ZodSafeParseResult<z.output<Schema>> {
  if (typeof raw !== 'object' || raw === null) return schema.safeParse(raw);
  let bySchema = checked.get(raw);
  if (!bySchema) checked.set(raw, (bySchema = new WeakMap()));
  const known = bySchema.get(schema);
  if (known) return known as z.ZodSafeParseResult<z.output<Schema>>;
  const result = schema.safeParse(raw);
  bySchema.set(schema, result);
  return result;
}

/**
 * Offline-first read of data the mirror holds (stale-while-revalidate): the device's copy is shown as soon as
 * IndexedDB answers, the network is asked at the same time and its answer replaces the copy in place. If the
 * network fails or never answers, the copy stays; a real HTTP answer such as 404 still wins over it. With no
 * copy on the device, the network query's own states (pending, error with Retry) show. Both sides are checked
 * against the shared schema.
 */
export function useMirroredQuery<Schema extends z.ZodType>(
  queryKey: QueryKey,
  schema: Schema,
  readMirror: () => Promise<unknown>,
  { enabled = true, network }: { enabled?: boolean; network?: QueryFunction<unknown> } = {},
): MirroredQueryResult<z.output<Schema>> {
  const live = useQuery({ queryKey, enabled, queryFn: queryFnWithMirror(readMirror, network), meta: { mirrored: true } });
  const stored = useQuery({
    queryKey: mirrorKey(queryKey),
    // Only until the network has answered: afterwards the live data is what is shown.
    enabled: enabled && live.data === undefined,
    // No database yet (a first visit): nothing to read, and reading would create it while the page starts.
    queryFn: async () => ((await databaseExists(MIRROR_DB_NAME)) ? await readMirror().catch(() => undefined) : undefined) ?? null,
    networkMode: 'always',
    meta: { mirrored: true },
  });
  const liveFromMirror = useServedFromMirror(queryKey);

  const liveRefusal = live.error !== null && !isNetworkFailure(live.error);
  const useStored = live.data === undefined && !liveRefusal && stored.data !== undefined && stored.data !== null;
  const raw: unknown = useStored ? stored.data : live.data;
  const parsed = useMemo(() => (raw === undefined ? undefined : parsedOnce(schema, raw)), [raw, schema]);
  const data: z.output<Schema> | undefined = parsed?.success ? parsed.data : undefined;
  // An answer that does not fit the schema is an error to show, not data.
  const error = data === undefined ? (live.error ?? (parsed && !parsed.success ? parsed.error : null)) : null;

  const common: MirroredQueryCommon = {
    errorUpdatedAt: live.errorUpdatedAt,
    isFetching: live.isFetching,
    refetch: live.refetch,
    fromMirror: useStored || liveFromMirror,
  };
  if (data !== undefined) return { ...common, data, isPending: false, isError: false, isSuccess: true, error: null };
  if (error) return { ...common, data: undefined, isPending: false, isError: true, isSuccess: false, error };
  return { ...common, data: undefined, isPending: true, isError: false, isSuccess: false, error: null };
}
