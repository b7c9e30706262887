import { Link } from 'react-router-dom';
import { messageTexts } from '@shared/messages/texts';
import { useCurrentUser } from '@/features/auth';
import { useUnreadCount } from './useUnreadCount';
import './unread-badge.css';

/** More than this shows as "99+": the badge stays small enough for a 360px header. */
const BADGE_MAX = 99;

/** The header's link to /messages for a signed-in member, with how many messages wait unread. */
export function UnreadMessagesBadge() {
  const { user } = useCurrentUser();
  // Rendered only for a signed-in member (HeaderAccount); the count is theirs alone.
  const { data: count = 0 } = useUnreadCount(user?.id ?? '');
  return (
    <Link to="/messages" className="unread-badge" aria-label={messageTexts.unreadBadge(count)}>
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" strokeLinejoin="round" />
      </svg>
      {count > 0 && (
        <span className="unread-badge__count" aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}
