import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A mail as the test's SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** A header as it was written (unfolded), or undefined. */
  header(name: string): string | undefined;
  /** The first address of this site in the text (the link the email is for). */
  link: string | undefined;
}

/**
 * A real SMTP server on a free port of this machine (the `smtp-server` package), as a mail service would be: it takes
 * each message (any login accepted), or refuses the next `refuseNext` with a temporary error; `mails` are parsed with
 * `mailparser`. `smtpUrl` is what SMTP_URL would say.
 */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  let refuseNext = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        refused++;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const text = parsed.text ?? '';
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text,
            header: (name) =>
              parsed.headerLines
                .find((line) => line.key === name.toLowerCase())
                ?.line.replace(/\r?\n[ \t]+/g, ' ')
                .replace(/^[^:]+:\s*/, ''),
            link: /https?:\/\/\S+/.exec(text)?.[0],
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://test:secret@127.0.0.1:${port}`,
    mails,
    /** Refuses the next `count` messages with 451 (a mail service that is busy). */
    refuse(count: number) {
      refuseNext = count;
    },
    get refused() {
      return refused;
    },
    /** The first mail to `to` (and matching `subject`) that arrives, waiting up to `timeoutMs` for it. */
    async next(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to === to && (!subject || subject.test(mail.subject)));
        if (found) {
          mails.splice(mails.indexOf(found), 1);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
