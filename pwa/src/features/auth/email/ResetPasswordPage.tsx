import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/limits';
import { passwordResetFormSchema } from '@shared/auth/schemas';
import { accountEmailTexts } from '@shared/auth/email-texts';
import { FORGOT_PASSWORD_PATH } from '@shared/layout/nav';
import { SIGN_IN_NEEDS_CONNECTION } from '@shared/pwa/texts';
import { serverMessage } from '@/http/errorMessage';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useZodForm } from '@/ui/form/useZodForm';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { AuthCard } from '../AuthCard';
import { useResetPassword } from './useAccountEmail';

/**
 * /auth/reset-password?token=…, the page the emailed link opens: a new password, twice. Setting it signs
 * the member in (and out everywhere else) and goes home.
 */
export default function ResetPasswordPage() {
  usePageTitle(accountEmailTexts.newPasswordTitle);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const online = useOnlineStatus();
  const reset = useResetPassword();
  const { field, handleSubmit, errors } = useZodForm({
    initialValues: { token, password: '', confirmPassword: '' },
    parse: (values) => passwordResetFormSchema.safeParse(values),
  });
  const onSubmit = handleSubmit(
    ({ password }) =>
      reset.mutate(
        { token, password },
        {
          onSuccess: () => {
            toast({ title: accountEmailTexts.passwordChanged, description: accountEmailTexts.passwordChangedDescription });
            void navigate('/', { replace: true });
          },
        },
      ),
    { skip: !online || reset.isPending },
  );
  const problem = errors.token ?? (reset.isError ? (serverMessage(reset.error) ?? accountEmailTexts.resetLinkInvalid) : undefined);

  return (
    <AuthCard
      title={accountEmailTexts.newPasswordTitle}
      lead={`At least ${PASSWORD_MIN_LENGTH} characters. It signs you out on every other device.`}
      notice={<NetworkRequiredNotice message={SIGN_IN_NEEDS_CONNECTION} />}
      footer={<Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>}
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField label="New Password" type="password" autoComplete="new-password" required {...field('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
        <Button type="submit" size="lg" disabled={reset.isPending || !online}>
          {reset.isPending ? 'Saving...' : 'Set Password'}
        </Button>
      </form>
      <p className="auth-card__answer auth-card__answer--error" role="alert">
        {problem}
      </p>
    </AuthCard>
  );
}
