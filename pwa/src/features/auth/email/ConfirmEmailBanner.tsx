import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { authTexts } from '@shared/auth/texts';
import { ACCOUNT_SETTINGS_PATH } from '@shared/layout/nav';
import { serverMessage } from '@/http/errorMessage';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { useCurrentUser } from '../useCurrentUser';
import { useResendConfirmation } from './useResendConfirmation';
import './confirm-email-banner.css';

/** The banner's height, for the room the page leaves it at its end (confirm-email-banner.css). */
const HEIGHT_PROPERTY = '--confirm-banner-height';

function useHeightAsRoom(banner: RefObject<HTMLDivElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_PROPERTY, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [banner, shown]);
}

/**
 * Over the bottom of the screen while the signed-in member has not confirmed their address: says where the link went
 * and sends it again. It floats (confirm-email-banner.css): arriving after the page, it moves nothing on it. A copy of
 * the member kept from before this version has no `emailConfirmed`: no banner for it.
 */
export function ConfirmEmailBanner() {
  const { user } = useCurrentUser();
  const online = useOnlineStatus();
  const resend = useResendConfirmation();
  const banner = useRef<HTMLDivElement>(null);
  const shown = user?.emailConfirmed === false;
  useHeightAsRoom(banner, shown);
  if (!shown) return null;
  const answer = resend.isSuccess ? resend.data.message : resend.isError ? serverMessage(resend.error) : undefined;
  return (
    // No landmark and no name: a label with "email" in it would stand beside every email field's own.
    <div ref={banner} className="confirm-email-banner">
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
