import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/limits';
import { registerFormSchema } from '@shared/auth/schemas';
import { authTexts } from '@shared/auth/texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import { SIGN_IN_NEEDS_CONNECTION } from '@shared/pwa/texts';
import { serverMessage } from '@/http/errorMessage';
import type { FieldErrors } from '@/ui/form/fieldErrors';
import { useZodForm } from '@/ui/form/useZodForm';
import { useRegister, type RegisterValues } from './useRegister';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { AuthCard } from './AuthCard';

/** docs/product/validation.md toasts for the two password rules; other problems are shown next to their field. */
function toastForPasswordProblem(errors: FieldErrors) {
  if (errors.confirmPassword === authTexts.passwordsDontMatch) {
    toast({ variant: 'destructive', title: authTexts.passwordsDontMatch, description: authTexts.passwordsDontMatchDescription });
  } else if (errors.password === authTexts.passwordTooShortDescription) {
    toast({ variant: 'destructive', title: authTexts.passwordTooShort, description: authTexts.passwordTooShortDescription });
  }
}

/** /auth/register (docs/product/screens.md, validation.md): name, email, password and confirmation; then home. */
export default function RegisterPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const register = useRegister();
  const online = useOnlineStatus();
  const { field, handleSubmit } = useZodForm({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    parse: (values) => registerFormSchema.safeParse(values),
  });

  // The confirmation is checked, never sent.
  const signUp = ({ name, email, password }: RegisterValues) =>
    register.mutate(
      { name, email, password },
      {
        onSuccess: (user) => {
          toast({ title: authTexts.accountCreated, description: authTexts.accountCreatedDescription(user.name) });
          void navigate('/');
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: authTexts.registrationFailed,
            description: serverMessage(error) ?? authTexts.registrationFallback,
          });
        },
      },
    );
  // The button is disabled offline; Enter in a field still submits, so check again.
  const onSubmit = handleSubmit(signUp, { skip: !online, onInvalid: toastForPasswordProblem });

  return (
    <AuthCard
      title="Create Account"
      lead="Join owners and fans of classic Pontiacs."
      notice={<NetworkRequiredNotice message={SIGN_IN_NEEDS_CONNECTION} />}
      footer={
        <>
          Already have an account? <Link to={LOGIN_PATH}>Sign in</Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...field('password')}
        />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
        <Button type="submit" size="lg" disabled={register.isPending || !online}>
          {register.isPending ? 'Signing up...' : 'Sign Up'}
        </Button>
      </form>
    </AuthCard>
  );
}
