import { DataAge } from './DataAge';
import { useMirrorStatus } from './useMirrorStatus';

/** The note itself, reading the mirror's refresh time live (see LastRefreshed). */
export default function LastRefreshedLive() {
  const { lastRefreshAt } = useMirrorStatus();
  return lastRefreshAt ? <DataAge at={lastRefreshAt} /> : null;
}
