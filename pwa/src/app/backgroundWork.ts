import type { QueryClient } from '@tanstack/react-query';
import { followSentForumWrites } from '@/features/community/public/background';
import { followSentEvents } from '@/features/events/public/background';
import { drawShowTabs, followSentShowWrites, onShowSaved, startSavedShowsSync } from '@/features/shows/public/background';
import { startMirrorSync } from '@/mirror/sync';
import { followSentAsDeclared } from '@/outbox/page/followAsDeclared';
import { startOutboxSync } from '@/outbox/page/startOutboxSync';
import { preloadShowDayPages } from './showDayPages';

/**
 * The app's background work, started by App after its first render: the mirror's sync, the outbox (queued writes are
 * sent on start, when back online and after a sign-in), what follows the writes that reached the server (events, the
 * forum, show day, those sent as declared; messages follow it in their own screens) and the saved shows. One module, loaded as one chunk: a
 * file each cost a first visit's precache ~0.4 KB of headers. Returns what stops it all.
 */
export function startBackgroundWork(queryClient: QueryClient): Array<() => void> {
  return [
    startMirrorSync(queryClient),
    followSentEvents(queryClient),
    followSentForumWrites(queryClient),
    startSavedShowsSync(),
    followSentShowWrites(queryClient),
    followSentAsDeclared(queryClient),
    onShowSaved(preloadShowDayPages),
    onShowSaved(drawShowTabs),
    startOutboxSync(queryClient),
  ];
}
