import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canModerate } from '@shared/community/permissions';
import { LOGIN_PATH } from '@shared/layout/nav';
import { LoadingState } from '@/ui/LoadingState';
import { returnStateFor } from './returnPath';
import { useCurrentUser } from './useCurrentUser';

interface ProtectedRouteProps {
  children: ReactNode;
  requireAdmin?: boolean;
  /** Moderators or admins (the admin panel's Reports tab); anyone else goes home like a non-admin. */
  requireModerator?: boolean;
}

/** docs/product/screens.md: Loading... while the user loads, sign-in for visitors, home for non-admins on admin pages. */
export function ProtectedRoute({ children, requireAdmin = false, requireModerator = false }: ProtectedRouteProps) {
  const { user, isLoading, isAdmin } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  // Sign-in brings the visitor back here (LoginPage reads the state).
  if (!user) return <Navigate to={LOGIN_PATH} replace state={returnStateFor(location)} />;
  if (requireAdmin && !isAdmin) return <Navigate to="/" replace />;
  if (requireModerator && !canModerate(user)) return <Navigate to="/" replace />;
  return children;
}
