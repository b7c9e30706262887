export const PASSWORD_MIN_LENGTH = 6;
/** Upper bounds keep hashing cheap and columns honest. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Failed sign-ins allowed per account and per IP address within the window. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
