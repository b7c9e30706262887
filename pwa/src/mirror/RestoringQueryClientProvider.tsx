import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

interface RestoringQueryClientProviderProps {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Called once restoring is over, whether or not anything was restored. */
  onSuccess?: () => void;
  /** Whether the cache is written back as it changes (true); false restores it only. */
  keep?: boolean;
  children: ReactNode;
}

/**
 * TanStack's PersistQueryClientProvider but for one thing: the end of the restore re-renders every query on the
 * page, and here that render is a transition, which yields to the browser every few milliseconds instead of
 * running as one long task right after hydration on a phone.
 */
export function RestoringQueryClientProvider({
  client,
  persistOptions,
  onSuccess,
  keep = true,
  children,
}: RestoringQueryClientProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess });
  useEffect(() => {
    latest.current = { persistOptions, onSuccess };
  });
  const restoreStarted = useRef(false);

  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      void persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess?.())
        // The restore itself never rejects (a broken saved cache is dropped); what the app does once it is over
        // must not keep the app restoring for ever.
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring || !keep ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring, keep]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
