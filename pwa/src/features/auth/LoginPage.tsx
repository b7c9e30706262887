import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isAdmin } from '@shared/auth/roles';
import { loginSchema } from '@shared/auth/schemas';
import { authTexts } from '@shared/auth/texts';
import { ADMIN_PATH, REGISTER_PATH } from '@shared/layout/nav';
import { SIGN_IN_NEEDS_CONNECTION } from '@shared/pwa/texts';
import { serverMessage } from '@/http/errorMessage';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '@/ui/form/fieldErrors';
import { useLogin } from './useLogin';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { AuthCard } from './AuthCard';

/** /auth/login (SPEC §2, §5): admins land on /admin, everyone else on /. */
export default function LoginPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const login = useLogin();
  const online = useOnlineStatus();
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button is disabled offline; Enter in a field still submits, so check again.
    if (!online) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = loginSchema.safeParse({ email: data.get('email'), password: data.get('password') });
    if (!parsed.success) {
      const next = fieldErrorsOf(parsed.error);
      setErrors(next);
      focusFirstInvalid(form, next);
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (user) => {
        toast({ title: authTexts.welcomeBack, description: authTexts.signedInAs(user.name) });
        void navigate(isAdmin(user) ? ADMIN_PATH : '/');
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: authTexts.loginFailed,
          description: serverMessage(error) ?? authTexts.invalidCredentials,
        });
      },
    });
  };

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <AuthCard
      title="Sign In"
      lead="Welcome back to the Pontiac community."
      notice={<NetworkRequiredNotice message={SIGN_IN_NEEDS_CONNECTION} />}
      footer={
        <>
          Don&apos;t have an account? <Link to={REGISTER_PATH}>Sign up</Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email}
          onChange={() => clearError('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          onChange={() => clearError('password')}
        />
        <Button type="submit" size="lg" disabled={login.isPending || !online}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
