import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isAdmin } from '@shared/auth/roles';
import { loginSchema } from '@shared/auth/schemas';
import { authTexts } from '@shared/auth/texts';
import { ADMIN_PATH, FORGOT_PASSWORD_PATH, REGISTER_PATH } from '@shared/layout/nav';
import { SIGN_IN_NEEDS_CONNECTION } from '@shared/pwa/texts';
import { serverMessage } from '@/http/errorMessage';
import { useZodForm } from '@/ui/form/useZodForm';
import { useLogin, type LoginValues } from './useLogin';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { AuthCard } from './AuthCard';
import { returnPathOf } from './returnPath';

/** /auth/login (docs/product/screens.md, validation.md): back to the protected page that sent the visitor here, else admins to /admin, others to /. */
export default function LoginPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const returnPath = returnPathOf(useLocation().state);
  const login = useLogin();
  const online = useOnlineStatus();
  const { field, handleSubmit } = useZodForm({
    initialValues: { email: '', password: '' },
    parse: (values) => loginSchema.safeParse(values),
  });

  const signIn = (data: LoginValues) =>
    login.mutate(data, {
      onSuccess: (user) => {
        toast({ title: authTexts.welcomeBack, description: authTexts.signedInAs(user.name) });
        void navigate(returnPath ?? (isAdmin(user) ? ADMIN_PATH : '/'), { replace: returnPath !== undefined });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: authTexts.loginFailed,
          description: serverMessage(error) ?? authTexts.invalidCredentials,
        });
      },
    });
  // The button is disabled offline; Enter in a field still submits, so check again.
  const onSubmit = handleSubmit(signIn, { skip: !online });

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
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
        <p className="auth-form__extra">
          <Link to={FORGOT_PASSWORD_PATH}>{authTexts.forgotPasswordLink}</Link>
        </p>
        <Button type="submit" size="lg" disabled={login.isPending || !online}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
