import type { RobotsStatus } from '@shared/admin/sources';

/** What each robots status is called in the badge and the tab's filter. */
export const robotsStatusLabels: Record<RobotsStatus, string> = {
  unknown: 'Not fetched',
  allowed: 'Allowed',
  disallowed: 'Disallowed',
  unreachable: 'Unreachable',
};

/** docs/product/states.md: 'allowed' versus anything else, which may not be read. */
export function RobotsStatusBadge({ status }: { status: RobotsStatus }) {
  const tone = status === 'allowed' ? 'allowed' : status === 'unknown' ? 'unknown' : 'blocked';
  return <span className={`robots-badge robots-badge--${tone}`}>{robotsStatusLabels[status]}</span>;
}
