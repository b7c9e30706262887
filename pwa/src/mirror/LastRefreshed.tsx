import { relativeTime } from './relativeTime';
import { useMirrorStatus } from './useMirrorStatus';
import './last-refreshed.css';

/** Shown on a page answered from the offline copy: how fresh that copy is. */
export function LastRefreshed() {
  const { lastRefreshAt } = useMirrorStatus();
  if (!lastRefreshAt) return null;
  return (
    <p className="last-refreshed" role="note">
      Offline copy from{' '}
      <time dateTime={lastRefreshAt.toISOString()} title={lastRefreshAt.toLocaleString()}>
        {relativeTime(lastRefreshAt)}
      </time>
    </p>
  );
}
