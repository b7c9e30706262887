import { shortDate, timeAgo } from '@shared/format/relativeDates';
import { useTimeZoneOfPage } from './useHydrated';

/**
 * "3 hours ago" (docs/product/limits.md). A page the server rendered reads its date instead ("Nov 23, 2026, UTC")
 * until the app takes over: the server keeps a render for hours, and the age it would have written goes stale.
 */
export function TimeAgo({ iso }: { iso: string }) {
  const zone = useTimeZoneOfPage();
  return <time dateTime={iso}>{zone === 'UTC' ? shortDate(iso, zone) : timeAgo(iso)}</time>;
}
