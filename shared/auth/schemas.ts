import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { authTexts } from './texts';
import { withoutBidiControls } from '../text/bidi';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  name: withoutBidiControls(
    z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
    'Name',
  ),
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, authTexts.passwordTooShortDescription)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds a confirmation the server never sees. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: authTexts.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** A new password, checked as sign-up checks one. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, authTexts.passwordTooShortDescription)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The token of an emailed link (43 base64url characters: 32 random bytes). */
export const emailedTokenSchema = z.string({ error: 'The link is incomplete' }).regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete');

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({ token: emailedTokenSchema, password: newPasswordSchema });
/** The reset page's form adds a confirmation the server never sees. */
export const passwordResetFormSchema = passwordResetSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: authTexts.passwordsDontMatch, path: ['confirmPassword'] });
export const emailConfirmationSchema = z.object({ token: emailedTokenSchema });
export const passwordChangeSchema = z.object({ currentPassword: loginSchema.shape.password, password: newPasswordSchema });
export const emailChangeSchema = z.object({ email: emailSchema, password: loginSchema.shape.password });
