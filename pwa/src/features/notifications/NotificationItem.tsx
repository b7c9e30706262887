import { Link } from 'react-router-dom';
import { timeAgo } from '@shared/format/relativeDates';
import type { Notification } from '@shared/notifications/responses';
import { notificationTexts, notificationTitle } from '@shared/notifications/texts';
import { Button } from '@/ui/Button';

interface NotificationItemProps {
  notification: Notification;
  onRead: (id: string) => void;
}

/** One line of /notifications (a group reads "3 new replies to …"): a link to its target, and Mark as read. */
export function NotificationItem({ notification, onRead }: NotificationItemProps) {
  const { id, kind, count, actor, subject, excerpt, url, read, createdAt } = notification;
  const title = notificationTitle({ kind, count, actorName: actor?.name ?? null, subject });
  return (
    <li className={`notification-item${read ? '' : ' notification-item--unread'}`}>
      <Link className="notification-item__link" to={url} onClick={() => !read && onRead(id)}>
        {!read && <span className="visually-hidden">Unread: </span>}
        {title}
      </Link>
      {excerpt && <p className="notification-item__excerpt">{excerpt}</p>}
      <p className="notification-item__meta">
        <time dateTime={createdAt}>{timeAgo(createdAt)}</time>
        {!read && (
          <Button variant="ghost" size="sm" aria-label={`${notificationTexts.markRead}: ${title}`} onClick={() => onRead(id)}>
            {notificationTexts.markRead}
          </Button>
        )}
      </p>
    </li>
  );
}
