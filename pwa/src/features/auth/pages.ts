import { lazyPage } from '@/ui/lazyPage';

/** The auth feature's screens, the router's entry into it: each in a chunk of its own, loaded when first shown. */
export const LoginPage = lazyPage(() => import('./LoginPage'));
export const RegisterPage = lazyPage(() => import('./RegisterPage'));
export const ForgotPasswordPage = lazyPage(() => import('./email/ForgotPasswordPage'));
export const ResetPasswordPage = lazyPage(() => import('./email/ResetPasswordPage'));
export const ConfirmEmailPage = lazyPage(() => import('./email/ConfirmEmailPage'));
export const AccountSettingsPage = lazyPage(() => import('./email/AccountSettingsPage'));
