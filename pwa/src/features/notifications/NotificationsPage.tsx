import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import { notificationTexts } from '@shared/notifications/texts';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { returnStateFor, useOutboxMember, type OutboxMember } from '@/features/auth';
import { NotificationItem } from './NotificationItem';
import { useMarkRead } from './useMarkRead';
import { useNotificationList } from './useNotificationList';
import { useUnreadNotifications } from './useUnreadNotifications';
import { NOTIFICATION_SETTINGS_PATH } from './paths';
import './notifications.css';

/**
 * /notifications, for members (visitors are sent to sign in and back). With no signal, the member last
 * signed in on this device reads the list saved here for them, and marks read through the outbox.
 */
export default function NotificationsPage() {
  usePageTitle(notificationTexts.title);
  const { member, isLoading } = useOutboxMember();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!member) return <Navigate to={LOGIN_PATH} replace state={returnStateFor(location)} />;
  return <NotificationsScreen member={member} />;
}

function NotificationsScreen({ member }: { member: OutboxMember }) {
  const list = useNotificationList(member.id);
  const { data: unread } = useUnreadNotifications(member.id);
  const savedAt = useSavedCopyAge(list);
  const markRead = useMarkRead(member);
  const { refetch } = list;
  // The bell's count changed (a new notification, or read on another device): the list follows.
  const seenUnread = useRef(unread);
  useEffect(() => {
    if (seenUnread.current !== undefined && unread !== undefined && unread !== seenUnread.current) void refetch();
    seenUnread.current = unread;
  }, [unread, refetch]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => !item.read);
  return (
    <section className="page notifications-page" aria-labelledby="page-title">
      <div className="notifications-page__header">
        <h1 id="page-title">{notificationTexts.title}</h1>
        <ButtonLink variant="secondary" size="sm" to={NOTIFICATION_SETTINGS_PATH}>
          {notificationTexts.settingsLink}
        </ButtonLink>
        {anyUnread && (
          <Button size="sm" onClick={() => void markRead({ all: true })}>
            {notificationTexts.markAllRead}
          </Button>
        )}
      </div>
      {savedAt && <DataAge at={savedAt} />}
      {list.isPending ? (
        <LoadingState />
      ) : !list.data ? (
        <LoadError what="Your notifications" onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <p className="notifications-page__empty">{notificationTexts.empty}</p>
      ) : (
        <ol className="notification-list">
          {items.map((item) => (
            <NotificationItem key={item.id} notification={item} onRead={(id) => void markRead({ ids: [id] })} />
          ))}
        </ol>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading...' : notificationTexts.loadOlder}
        </Button>
      )}
    </section>
  );
}
