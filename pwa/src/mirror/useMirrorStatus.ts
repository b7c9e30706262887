import { useLiveQuery } from 'dexie-react-hooks';
import { mirrorDb } from './db';

export interface MirrorStatus {
  /** When the offline copy was last refreshed, or null before the first refresh (or while reading). */
  lastRefreshAt: Date | null;
}

/** The mirror's refresh time, live: it updates as soon as a background refresh lands. */
export function useMirrorStatus(): MirrorStatus {
  const meta = useLiveQuery(() => mirrorDb.meta.get('sync'), []);
  return { lastRefreshAt: meta ? new Date(meta.lastRefreshAt) : null };
}
