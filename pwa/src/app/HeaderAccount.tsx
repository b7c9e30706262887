import { AuthButtons, UserMenu, useCurrentUser, useForgetOtherMembersData } from '@/features/auth';
import { UnreadMessagesBadge } from '@/features/messages';
import { NotificationBell } from '@/features/notifications';

/**
 * The header's account area (layout/ places it): Sign In / Sign Up for visitors; the notifications bell, the messages
 * link and the user menu once signed in; nothing while unknown. Here in app/ because it joins features: auth,
 * notifications and messages.
 */
export function HeaderAccount() {
  const { user, isLoading, isAdmin, isRemembered } = useCurrentUser();
  // The header is on every page, so it is where a change of member is noticed.
  useForgetOtherMembersData(user?.id ?? null);
  // The member the device last knew shows at once, while the server is asked (useCurrentUser).
  if (!user && isLoading) return <div className="header-account__pending" aria-hidden="true" />;
  if (!user) return <AuthButtons />;
  return (
    <>
      <NotificationBell memberId={user.id} />
      <UnreadMessagesBadge />
      <UserMenu user={user} isAdmin={isAdmin} isRemembered={isRemembered} />
    </>
  );
}
