export const PASSWORD_MIN_LENGTH = 6;
/** Upper bounds keep hashing cheap and columns honest. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Sign-in limits (api/base/limits/sign-in-limits.ts). Failures are counted per account-and-address pair, so a guesser
 * locks only themselves out; per address much higher, because a show's hotspot or a club's NAT puts many members
 * behind one; per account across all addresses higher still, with a growing delay, and refused only from addresses
 * that never signed in to that account, so its owner is never locked out from their own address.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 100;
/** Failures of one account (any address) after which every further attempt waits a little longer. */
export const LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES = 20;
export const LOGIN_SLOWDOWN_STEP_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 5_000;
/** Failures of one account (any address) after which only addresses it signed in from before may try. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 200;
/** How long an address that signed in to an account stays known to it. */
export const LOGIN_KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

/** New accounts per address (a show's hotspot may sign up a crowd, a script may not). */
export const SIGN_UP_MAX_PER_ADDRESS = 20;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

/** A link to choose a new password works this long, once. */
export const PASSWORD_RESET_LINK_TTL_MS = 60 * 60 * 1000;
/**
 * Password reset emails asked for within PASSWORD_RESET_WINDOW_MS, counted by the email address asked about whether an
 * account uses it or not (the answers never tell): per email address from one client address, so a stranger uses up
 * only their own share of a member's resets; per client address; and per email address from all client addresses
 * together, a much larger budget that bounds the mail a botnet can send one inbox and that never refuses an address
 * the account signed in from (within LOGIN_KNOWN_ADDRESS_MS), so its owner still gets their link.
 */
export const PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS = 3;
export const PASSWORD_RESET_MAX_PER_ADDRESS = 10;
export const PASSWORD_RESET_MAX_PER_ACCOUNT = 30;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60 * 1000;
/** A link to confirm an email address works this long, once. */
export const EMAIL_CONFIRM_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** Confirmation emails a member may ask for within PASSWORD_RESET_WINDOW_MS (sign-up's own included). */
export const EMAIL_CONFIRM_MAX_PER_ACCOUNT = 5;
