import { LOGIN_PATH, REGISTER_PATH } from '@shared/layout/nav';
import { ButtonLink } from '@/ui/ButtonLink';

/** The header's account area for visitors. */
export function AuthButtons() {
  return (
    <div className="auth-buttons">
      <ButtonLink to={LOGIN_PATH} variant="ghost" size="sm">
        Sign In
      </ButtonLink>
      <ButtonLink to={REGISTER_PATH} variant="primary" size="sm">
        Sign Up
      </ButtonLink>
    </div>
  );
}
