import type { FastifyInstance } from 'fastify';
import type { MailConfig } from '../base/mail-config';
import { folderMailer, smtpMailer, type Mailer, type OutgoingEmail } from './mailer';

/** The job kind that sends one email. */
export const EMAIL_JOB = 'email';
/** Tries of an email after the first, at growing waits (30 s, 1, 2, 4, 8 min…). */
const EMAIL_RETRIES = 8;

/** What the routes use to send email: never on the request path, always through the job queue. */
export interface MailOutbox {
  /** Queues an email. */
  send(email: OutgoingEmail): Promise<void>;
  /** An address of the site as members reach it (PUBLIC_URL + path). */
  link(pathAndQuery: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailOutbox;
  }
}

/** Email: the mailer chosen by the settings, its job kind on the app's queue, and `app.mail`. */
export function registerMail(app: FastifyInstance, config: MailConfig): void {
  const mailer: Mailer = config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }) : folderMailer(config, app.log);
  app.jobs.define<OutgoingEmail>(EMAIL_JOB, { retryLimit: EMAIL_RETRIES, retryDelaySeconds: config.retryDelaySeconds }, async (email) => {
    try {
      await mailer.send(email);
      app.metrics?.emails.inc({ outcome: 'sent' });
    } catch (error) {
      app.metrics?.emails.inc({ outcome: 'failed' });
      throw error;
    }
  });
  app.decorate('mail', {
    send: (email) => app.jobs.send(EMAIL_JOB, email),
    link: (pathAndQuery) => `${config.publicUrl}${pathAndQuery}`,
  } satisfies MailOutbox);
  app.addHook('onClose', async () => mailer.close());
}
