import { useCurrentUser } from '../features/auth/useCurrentUser';
import { UnreadMessagesBadge } from '../features/messages/UnreadMessagesBadge';
import { useForgetOtherMembersMessages } from '../features/messages/useForgetOtherMembersMessages';
import { AuthButtons } from './AuthButtons';
import { UserMenu } from './UserMenu';

/** Sign In / Sign Up for visitors; the messages link and the user menu once signed in; nothing while unknown. */
export function HeaderAccount() {
  const { user, isLoading, isAdmin, isRemembered } = useCurrentUser();
  // The header is on every page, so it is where a change of member is noticed.
  useForgetOtherMembersMessages(user?.id ?? null);
  // The member the device last knew shows at once, while the server is asked (useCurrentUser).
  if (!user && isLoading) return <div className="header-account__pending" aria-hidden="true" />;
  if (!user) return <AuthButtons />;
  return (
    <>
      <UnreadMessagesBadge />
      <UserMenu user={user} isAdmin={isAdmin} isRemembered={isRemembered} />
    </>
  );
}
