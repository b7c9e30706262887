import { declareResource } from '../http/resource';
import { currentUserSchema } from './current-user';
import {
  emailChangeSchema,
  emailConfirmationSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from './schemas';
import { messageAnswerSchema } from './message-answer';

/**
 * Getting back in and keeping an address that works: a forgotten password reset through an emailed link,
 * the member's address confirmed by one, their password and address changed in their settings. Served by
 * api/auth/account-email-routes.ts; the links' pages are pwa/src/features/auth.
 */
export const accountEmailResources = {
  /**
   * Always the same answer, whether an account uses the address or not; limited per client address and per account
   * (429), so that a stranger's requests leave the member's own (shared/auth/limits.ts).
   */
  requestPasswordReset: declareResource({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: passwordResetRequestSchema,
    response: messageAnswerSchema,
    errors: [429],
    access: 'anyone',
    device: 'not-kept',
  }),
  /**
   * Sets the password of the link's account, ends its other sessions and emailed links and signs it in; 400 for a used
   * or old link.
   */
  resetPassword: declareResource({
    method: 'POST',
    path: '/api/auth/password-reset/complete',
    body: passwordResetSchema,
    response: currentUserSchema,
    errors: [403],
    access: 'anyone',
    device: 'not-kept',
  }),
  /**
   * Confirms the address the link was sent to (a new one becomes the account's), signed in or not: holding the link
   * proves the address; a new address ends the account's other emailed links. 400 for a used or old link, 409 when
   * another account took the address meanwhile.
   */
  confirmEmail: declareResource({
    method: 'POST',
    path: '/api/auth/email/confirm',
    body: emailConfirmationSchema,
    response: messageAnswerSchema,
    errors: [409],
    access: 'anyone',
    device: 'not-kept',
  }),
  /** With the current password: the new address gets a link, the old one a notice; it changes once confirmed. */
  changeEmail: declareResource({
    method: 'POST',
    path: '/api/auth/email',
    body: emailChangeSchema,
    response: messageAnswerSchema,
    errors: [403, 409, 429],
    access: 'signed-in',
    device: 'not-kept',
  }),
  /**
   * With the current password (403 when wrong, 429 after too many wrong ones, counted as sign-in failures); the
   * member's other sessions and every emailed link of the account end.
   */
  changePassword: declareResource({
    method: 'POST',
    path: '/api/auth/password',
    body: passwordChangeSchema,
    response: null,
    status: 204,
    errors: [403, 429],
    access: 'signed-in',
    device: 'not-kept',
  }),
};
