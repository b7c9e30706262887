/** The mail domain's face: what other domains may use of it. Emails go out through `app.mail` (plugin.ts). */
export type { OutgoingEmail } from './mailer';
export { registerMail, type MailOutbox } from './plugin';
