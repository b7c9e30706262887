import { messageTexts } from '@shared/messages/texts';
import { useCurrentUser } from '@/features/auth';
import { HeaderCountLink } from '@/ui/header-count-link/HeaderCountLink';
import { useUnreadCount } from './useUnreadCount';

/** The header's link to /messages for a signed-in member, with how many messages wait unread. */
export function UnreadMessagesBadge() {
  const { user } = useCurrentUser();
  // Rendered only for a signed-in member (HeaderAccount); the count is theirs alone.
  const { data: count = 0 } = useUnreadCount(user?.id ?? '');
  const icon = (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" strokeLinejoin="round" />
    </svg>
  );
  return <HeaderCountLink to="/messages" label={messageTexts.unreadBadge(count)} count={count} icon={icon} />;
}
