import { DataAge } from './DataAge';
import { useMirrorStatus } from './useMirrorStatus';

/** Shown on a page answered from the offline mirror: how fresh that copy is. */
export function LastRefreshed() {
  const { lastRefreshAt } = useMirrorStatus();
  return lastRefreshAt ? <DataAge at={lastRefreshAt} /> : null;
}
