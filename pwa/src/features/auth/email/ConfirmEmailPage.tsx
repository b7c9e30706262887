import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { accountEmailTexts } from '@shared/auth/email-texts';
import { serverMessage } from '@/http/errorMessage';
import { usePageTitle } from '@/ui/usePageTitle';
import { AuthCard } from '../AuthCard';
import { useConfirmEmail } from './useAccountEmail';

/** /auth/confirm-email?token=…: the emailed link confirms its address as the page opens, signed in or not. */
export default function ConfirmEmailPage() {
  usePageTitle(accountEmailTexts.emailConfirmed);
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page (StrictMode runs effects twice): the link works only once.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const message = confirm.isSuccess
    ? confirm.data.message
    : confirm.isError
      ? (serverMessage(confirm.error) ?? accountEmailTexts.confirmLinkInvalid)
      : accountEmailTexts.confirmingEmail;
  return (
    <AuthCard
      title={confirm.isSuccess ? accountEmailTexts.emailConfirmed : 'Confirm Email'}
      lead="Your address is how you get back in if you ever forget your password."
      footer={<Link to="/">Go to the home page</Link>}
    >
      <p className={confirm.isError ? 'auth-card__answer auth-card__answer--error' : 'auth-card__answer'} role="status">
        {message}
      </p>
    </AuthCard>
  );
}
