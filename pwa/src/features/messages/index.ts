/** The messages feature's public entry: what the rest of the app may use of it (pwa/src/README.md). */
export { UnreadMessagesBadge } from './UnreadMessagesBadge';
