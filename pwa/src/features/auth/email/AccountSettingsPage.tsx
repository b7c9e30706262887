import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/limits';
import { emailChangeSchema, passwordChangeSchema } from '@shared/auth/schemas';
import { accountEmailTexts } from '@shared/auth/email-texts';
import { serverMessage } from '@/http/errorMessage';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useZodForm } from '@/ui/form/useZodForm';
import { usePageTitle } from '@/ui/usePageTitle';
import { useAccountDetails, useChangeEmail, useChangePassword } from './useAccountEmail';
import './account-settings.css';

type Answer = { ok: boolean; message: string } | null;

function AnswerLine({ answer }: { answer: Answer }) {
  return (
    <p
      className={answer?.ok === false ? 'account-settings__answer account-settings__answer--error' : 'account-settings__answer'}
      aria-live="polite"
    >
      {answer?.message}
    </p>
  );
}

function EmailSection({ email, online }: { email: string | undefined; online: boolean }) {
  const change = useChangeEmail();
  const [answer, setAnswer] = useState<Answer>(null);
  const { field, handleSubmit } = useZodForm({
    initialValues: { email: '', password: '' },
    parse: (values) => emailChangeSchema.safeParse(values),
  });
  const onSubmit = handleSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: ({ message }) => setAnswer({ ok: true, message }),
        onError: (error) => setAnswer({ ok: false, message: serverMessage(error) ?? 'Could not change the address' }),
      }),
    { skip: !online || change.isPending },
  );
  return (
    <section className="card" aria-labelledby="account-email-title">
      <h2 id="account-email-title">Email Address</h2>
      <p>
        {email ? (
          <>
            You sign in with <strong>{email}</strong>.{' '}
          </>
        ) : null}
        A new address changes once you follow the link we send to it.
      </p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField label="New Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <TextField label="Current Password" type="password" autoComplete="current-password" required {...field('password')} />
        <Button type="submit" disabled={!online || change.isPending}>
          Change Email
        </Button>
      </form>
      <AnswerLine answer={answer} />
    </section>
  );
}

function PasswordSection({ online }: { online: boolean }) {
  const change = useChangePassword();
  const [answer, setAnswer] = useState<Answer>(null);
  const { field, handleSubmit } = useZodForm({
    initialValues: { currentPassword: '', password: '' },
    parse: (values) => passwordChangeSchema.safeParse(values),
  });
  const onSubmit = handleSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: () => setAnswer({ ok: true, message: accountEmailTexts.passwordChanged }),
        onError: (error) => setAnswer({ ok: false, message: serverMessage(error) ?? 'Could not change the password' }),
      }),
    { skip: !online || change.isPending },
  );
  return (
    <section className="card" aria-labelledby="account-password-title">
      <h2 id="account-password-title">Password</h2>
      <p>Changing it signs you out on every other device.</p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField label="Current Password" type="password" autoComplete="current-password" required {...field('currentPassword')} />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...field('password')}
        />
        <Button type="submit" disabled={!online || change.isPending}>
          Change Password
        </Button>
      </form>
      <AnswerLine answer={answer} />
    </section>
  );
}

/** /settings/account: the member's email address and password, each changed with the current password. */
export default function AccountSettingsPage() {
  usePageTitle('Account Settings');
  // Behind ProtectedRoute: a signed-in member.
  const details = useAccountDetails();
  const online = useOnlineStatus();
  return (
    <div className="page account-settings">
      <h1>Account Settings</h1>
      <NetworkRequiredNotice message="Changing your email address or password needs a connection." />
      <EmailSection email={details.data?.email} online={online} />
      <PasswordSection online={online} />
    </div>
  );
}
