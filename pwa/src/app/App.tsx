import { useEffect, useState } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { persistOptions } from '../offline/queryPersistence';
import { routes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
    // Loaded after the first render: the mirror is background work and should not weigh on the first route.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../offline/sync').then(({ startMirrorSync }) => {
      if (!cancelled) stop = startMirrorSync(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);

  // Restored answers show at once; when online they are then fetched again in the background, so a reload
  // still brings fresh data as it did before the cache was persisted (queries never go stale by themselves).
  const onRestored = () => {
    if (!navigator.onLine) return;
    // Only what was restored: queries already on their way (e.g. the signed-in user, never stored) are left alone.
    void queryClient.invalidateQueries({ predicate: (query) => query.state.data !== undefined }, { cancelRefetch: false });
  };

  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={onRestored}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  );
}
