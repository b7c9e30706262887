import { useState } from 'react';
import { Link } from 'react-router-dom';
import { passwordResetRequestSchema } from '@shared/auth/schemas';
import { accountEmailTexts } from '@shared/auth/email-texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import { SIGN_IN_NEEDS_CONNECTION } from '@shared/pwa/texts';
import { serverMessage } from '@/http/errorMessage';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useZodForm } from '@/ui/form/useZodForm';
import { usePageTitle } from '@/ui/usePageTitle';
import { AuthCard } from '../AuthCard';
import { useRequestPasswordReset } from './useAccountEmail';

/** /auth/forgot-password: asks for a link by email; the answer reads the same whether an account has the address or not. */
export default function ForgotPasswordPage() {
  usePageTitle(accountEmailTexts.forgotPasswordTitle);
  const online = useOnlineStatus();
  const request = useRequestPasswordReset();
  const [answer, setAnswer] = useState<{ sent: boolean; message: string } | null>(null);
  const { field, handleSubmit } = useZodForm({
    initialValues: { email: '' },
    parse: (values) => passwordResetRequestSchema.safeParse(values),
  });
  const onSubmit = handleSubmit(
    ({ email }) =>
      request.mutate(email, {
        onSuccess: ({ message }) => setAnswer({ sent: true, message }),
        onError: (error) => setAnswer({ sent: false, message: serverMessage(error) ?? accountEmailTexts.resetRequestFailed }),
      }),
    { skip: !online || request.isPending },
  );

  return (
    <AuthCard
      title={accountEmailTexts.forgotPasswordTitle}
      lead={accountEmailTexts.forgotPasswordLead}
      notice={<NetworkRequiredNotice message={SIGN_IN_NEEDS_CONNECTION} />}
      footer={
        <>
          Remembered it? <Link to={LOGIN_PATH}>Sign in</Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <Button type="submit" size="lg" disabled={request.isPending || !online}>
          {request.isPending ? 'Sending...' : accountEmailTexts.sendResetLink}
        </Button>
      </form>
      <p className={answer && !answer.sent ? 'auth-card__answer auth-card__answer--error' : 'auth-card__answer'} role="status">
        {answer?.message}
      </p>
    </AuthCard>
  );
}
