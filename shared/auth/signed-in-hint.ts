/**
 * A cookie the server sets beside the session cookie and clears with it: not HttpOnly and holding no secret (only
 * "1"), so the app can tell, before asking, that nobody is signed in on this browser. A visitor's pages then never
 * ask GET /api/auth/me, whose 401 the browser would log as an error on every page.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** Whether a `Cookie` header or `document.cookie` holds the hint. */
export const hasSignedInHint = (cookies: string) =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
