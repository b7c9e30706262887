import { notificationTargets } from '@shared/notifications/targets';
import { notificationTexts } from '@shared/notifications/texts';
import { HeaderCountLink } from '@/ui/header-count-link/HeaderCountLink';
import { useLiveUnreadCount, useUnreadNotifications } from './useUnreadNotifications';

/**
 * The header's bell for a signed-in member (app/HeaderAccount.tsx): a link to /notifications with how many wait
 * unread, live from the server's stream (and polled while the page is visible), so it changes without a reload.
 */
export function NotificationBell({ memberId }: { memberId: string }) {
  useLiveUnreadCount(memberId);
  const { data: count = 0 } = useUnreadNotifications(memberId);
  const icon = (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
  return <HeaderCountLink to={notificationTargets.notifications()} label={notificationTexts.bellLabel(count)} count={count} icon={icon} />;
}
