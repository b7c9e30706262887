import '../http/zodConfig';
import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../http/queryClient';
import { connectivity } from '../network/connectivityStore';
import { boundedRestore } from '../mirror/boundedRestore';
import { RestoringQueryClientProvider } from '../mirror/RestoringQueryClientProvider';
import { persistOptions } from '../mirror/queryPersistence';
import { routes } from './routes';
import { isDrawingFrame } from '../device/drawingFrame';
import { isFirstScreenQuery, withFirstScreen } from './firstScreen';
import type { FirstScreenData } from '@shared/pwa/first-screen';

export { readFirstScreen } from './firstScreen';

type DataRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  /** The browser's history by default; the build's prerender (prerender.tsx) renders at a fixed address instead. */
  createRouter?: () => DataRouter;
  /** The data a server-rendered page was rendered from (firstScreen.ts): its queries start with it. */
  firstScreen?: FirstScreenData;
}

const browserRouter = () => createBrowserRouter(routes);

export function App({ createRouter = browserRouter, firstScreen }: AppProps) {
  const [queryClient] = useState(() => withFirstScreen(createQueryClient(), firstScreen));
  const [router] = useState(createRouter);
  useEffect(() => {
    // Loaded after the first render (backgroundWork.ts): the mirror, the outbox and the rest should not weigh on the
    // first route.
    // Reads that failed for want of a network (a lost answer, lie-fi) are asked again once the server answers.
    const stops: Array<() => void> = [
      connectivity.onReconnect(
        () => void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error', type: 'active' }),
      ),
    ];
    let cancelled = false;
    // A frame that only draws a page (device/drawingFrame.ts) leaves it to the page that opened it.
    if (!isDrawingFrame())
      void import('./backgroundWork').then(({ startBackgroundWork }) => {
        if (!cancelled) stops.push(...startBackgroundWork(queryClient));
      });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [queryClient]);

  // Restored answers show at once; when online they are then fetched again in the background, so a reload
  // still brings fresh data as it did before the cache was persisted (queries never go stale by themselves).
  // Started offline, they are fetched again once the server answers (the member it last knew included).
  const onRestored = () => {
    // Only what was restored: queries already on their way are left alone.
    // The first screen's answers are as fresh as the page the server has just rendered: not asked again.
    const refreshRestored = () =>
      void queryClient.invalidateQueries(
        { predicate: (query) => query.state.data !== undefined && !isFirstScreenQuery(firstScreen, query.queryHash) },
        { cancelRefetch: false },
      );
    if (connectivity.isOnline()) return refreshRestored();
    const stop = connectivity.onReconnect(() => {
      stop();
      refreshRestored();
    });
  };

  const [persistence] = useState(() => ({
    ...persistOptions,
    persister: boundedRestore(persistOptions.persister, {
      queryClient,
      maxAge: persistOptions.maxAge,
      buster: persistOptions.buster,
      onLateRestore: onRestored,
    }),
  }));

  return (
    <RestoringQueryClientProvider client={queryClient} persistOptions={persistence} onSuccess={onRestored} keep={!isDrawingFrame()}>
      <RouterProvider router={router} />
    </RestoringQueryClientProvider>
  );
}
