/** Texts of the PWA affordances in the header: the offline indicator and the install button. */

/** Visible pill shown while the browser reports no connection. */
export const OFFLINE_LABEL = 'Offline';

/** What screen readers hear when the connection drops. */
export const OFFLINE_DESCRIPTION =
  'You are offline. Saved pages and tools still work; signing in and posting need a connection.';

/** Header button shown while the browser offers to install the app. */
export const INSTALL_LABEL = 'Install app';
