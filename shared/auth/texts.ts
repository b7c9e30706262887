/** Exact texts of docs/product/validation.md, errors.md for accounts; the forms, toasts and API all read them from here. */
export const authTexts = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  registrationFallback: 'Could not create account. Please try again.',
  passwordsDontMatch: "Passwords don't match",
  passwordsDontMatchDescription: 'Please make sure both passwords are the same',
  passwordTooShort: 'Password too short',
  passwordTooShortDescription: 'Password must be at least 6 characters',
  welcomeBack: 'Welcome back!',
  signedInAs: (name: string) => `Signed in as ${name}`,
  accountCreated: 'Account created!',
  accountCreatedDescription: (name: string) => `Welcome to the Pontiac community, ${name}!`,
  signedOut: 'Signed out',
  signedOutDescription: "You've been successfully logged out.",
  signOutErrorTitle: 'Error',
  signOutErrorDescription: 'Failed to sign out',
  emailTaken: 'An account with this email already exists',
  accountBlocked: 'This account has been blocked. Contact an administrator if you think this is a mistake.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} and try again.`,
  tooManySignUps: 'Too many accounts were created from this network. Please try again later.',
  signInRequired: 'You need to sign in to do that',
  /** A queued write reached the server under another member's session (shared/http/written-by.ts). */
  writtenByAnotherMember: 'This was written by another member: it waits until they sign in again',
  adminRequired: 'Only administrators can do that',
} as const;
