import type { OutgoingEmail } from '../mail';

/** The site's name as emails sign it. */
const SITE = 'Pontiac Hub';

/** The emails of accounts, plain text: they read the same in every mail program. */
export const accountEmails = {
  passwordReset: (to: string, name: string, link: string): OutgoingEmail => ({
    to,
    subject: `Reset your ${SITE} password`,
    link,
    text: [
      `Hello ${name},`,
      '',
      `Someone, we hope you, asked to reset the password of your ${SITE} account. Choose a new one here:`,
      '',
      link,
      '',
      'The link works once, for 1 hour. Choosing a new password signs you out everywhere else.',
      'If you did not ask for it, ignore this email: your password stays as it is.',
      '',
      `${SITE}`,
    ].join('\n'),
  }),
  confirmEmail: (to: string, name: string, link: string): OutgoingEmail => ({
    to,
    subject: `Confirm your email address for ${SITE}`,
    link,
    text: [
      `Hello ${name},`,
      '',
      `Please confirm that ${to} is your address for ${SITE}: it is how you get back in if you forget your password.`,
      '',
      link,
      '',
      'The link works once, for 48 hours. If you did not make an account, ignore this email.',
      '',
      `${SITE}`,
    ].join('\n'),
  }),
  emailChanging: (to: string, name: string, newEmail: string): OutgoingEmail => ({
    to,
    subject: `Your ${SITE} email address is changing`,
    text: [
      `Hello ${name},`,
      '',
      `Someone signed in to your ${SITE} account asked to change its address to ${newEmail}. It changes once the link sent there is followed.`,
      '',
      'If this was not you, sign in and change your password now, or ask for a new one with "Forgot password?".',
      '',
      `${SITE}`,
    ].join('\n'),
  }),
  passwordChanged: (to: string, name: string): OutgoingEmail => ({
    to,
    subject: `Your ${SITE} password was changed`,
    text: [
      `Hello ${name},`,
      '',
      `The password of your ${SITE} account was just changed, and every other device was signed out.`,
      '',
      'If this was not you, choose a new password with "Forgot password?" on the sign-in page.',
      '',
      `${SITE}`,
    ].join('\n'),
  }),
};
