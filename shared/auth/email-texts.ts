/**
 * The texts of getting back in and of the account's email address: the forgot-password, reset, confirm and
 * account settings pages and the API's answers to them. Apart from ./texts.ts, which every page loads.
 */
export const accountEmailTexts = {
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordLead: "Enter your account's email address and we'll send you a link to choose a new password.",
  /** The same words whether an account uses the address or not: the answer tells nobody who is a member. */
  resetLinkSent: "If an account uses that address, we've emailed it a link to choose a new password. The link works for 1 hour.",
  sendResetLink: 'Email me a link',
  resetRequestFailed: 'Could not send the email. Please try again.',
  newPasswordTitle: 'Choose a new password',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordChanged: 'Password changed',
  passwordChangedDescription: 'You are signed in with your new password.',
  tooManyResetRequests: 'Too many password reset emails were asked for. Please try again later.',
  emailConfirmed: 'Email address confirmed',
  emailConfirmedDescription: (email: string) => `Your account's address is now ${email}.`,
  confirmLinkInvalid: 'This confirmation link has expired or was already used.',
  sameEmail: 'That is already your email address',
  confirmingEmail: 'Confirming your email address...',
  wrongCurrentPassword: 'Your current password is not right',
  emailChangeSent: (email: string) => `We sent a link to ${email}: your address changes once you follow it.`,
} as const;
