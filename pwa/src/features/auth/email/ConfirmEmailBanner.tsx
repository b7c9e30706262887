import { Link } from 'react-router-dom';
import { authTexts } from '@shared/auth/texts';
import { ACCOUNT_SETTINGS_PATH } from '@shared/layout/nav';
import { serverMessage } from '@/http/errorMessage';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { useCurrentUser } from '../useCurrentUser';
import { useResendConfirmation } from './useResendConfirmation';
import './confirm-email-banner.css';

/**
 * Under the header while the signed-in member has not confirmed their address (issue 45): says where the link went
 * and sends it again. A copy of the member kept from before this version has no `emailConfirmed`: no banner for it.
 */
export function ConfirmEmailBanner() {
  const { user } = useCurrentUser();
  const online = useOnlineStatus();
  const resend = useResendConfirmation();
  if (user?.emailConfirmed !== false) return null;
  const answer = resend.isSuccess ? resend.data.message : resend.isError ? serverMessage(resend.error) : undefined;
  return (
    // No landmark and no name: a label with "email" in it would stand beside every email field's own.
    <div className="confirm-email-banner">
      <p className="confirm-email-banner__text">
        {authTexts.confirmEmailBanner} <Link to={ACCOUNT_SETTINGS_PATH}>Wrong address?</Link>
      </p>
      <Button size="sm" variant="secondary" disabled={!online || resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
        {authTexts.confirmEmailAgain}
      </Button>
      <p className="confirm-email-banner__answer" aria-live="polite">
        {answer}
      </p>
    </div>
  );
}
