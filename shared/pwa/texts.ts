/** Texts of the PWA affordances in the header: the offline indicator and the install button. */

/** Visible pill shown while the browser reports no connection. */
export const OFFLINE_LABEL = 'Offline';

/** What screen readers hear when the connection drops. */
export const OFFLINE_DESCRIPTION =
  'You are offline. Saved pages and tools still work, and what you post or send waits on this device until you are back online. Signing in needs a connection.';

/** Beside the member's name in the header while the server cannot confirm the session: the member the device last knew. */
export const MEMBER_OFFLINE_LABEL = 'offline';

/** Header button shown while the browser offers to install the app. */
export const INSTALL_LABEL = 'Install app';

/** DIY video cards while offline, or when a thumbnail cannot be loaded: YouTube needs the network. */
export const VIDEO_NEEDS_CONNECTION_LABEL = 'Needs a connection';
export const VIDEO_NEEDS_CONNECTION = 'Videos need a connection. Reconnect to watch.';

/** Notices of pages whose actions need the network (NetworkRequiredNotice). */
export const SIGN_IN_NEEDS_CONNECTION = 'You are offline. Signing in needs a connection.';
export const CATALOGUE_CHANGES_NEED_CONNECTION = 'You are offline. Changes to the catalogue need a connection.';
