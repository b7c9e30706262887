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
