/**
 * The notifications feature's public entry (pwa/src/README.md): only the header's bell, which is on every screen and
 * so stays light. The @mention box and links have a narrow entry of their own (public/mentions.ts).
 */
export { NotificationBell } from './NotificationBell';
