import { useCurrentUser } from '../features/auth/useCurrentUser';
import { AuthButtons } from './AuthButtons';
import { UserMenu } from './UserMenu';

/** Sign In / Sign Up for visitors, the user menu once signed in; nothing while unknown. */
export function HeaderAccount() {
  const { user, isLoading, isAdmin } = useCurrentUser();
  if (isLoading) return <div className="header-account__pending" aria-hidden="true" />;
  return user ? <UserMenu user={user} isAdmin={isAdmin} /> : <AuthButtons />;
}
