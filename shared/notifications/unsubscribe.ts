import { z } from 'zod';
import { NOTIFICATION_KINDS } from './kinds';
import { NOTIFICATION_KIND_LABELS } from './texts';

/** What an email's unsubscribe link stops: one kind of notification email, or the digest. */
export const EMAIL_STREAMS = [...NOTIFICATION_KINDS, 'digest'] as const;
export type EmailStream = (typeof EMAIL_STREAMS)[number];

/** The PWA's page an email's "Stop these emails" link opens (it asks before it stops anything). */
export const UNSUBSCRIBE_PAGE_PATH = '/email/unsubscribe';

export const unsubscribeTexts = {
  invalid: 'This unsubscribe link is not valid. Change your emails in your notification settings instead.',
  title: 'Stop these emails',
  /** What a stream is called in an email and on the page. */
  streamLabel: (stream: EmailStream) => (stream === 'digest' ? 'Digest' : NOTIFICATION_KIND_LABELS[stream]),
  question: (stream: EmailStream) => `Stop emails about “${unsubscribeTexts.streamLabel(stream)}”?`,
  done: (stream: EmailStream) =>
    `You will no longer get emails about “${unsubscribeTexts.streamLabel(stream)}”. Turn them back on in your notification settings.`,
};

/** The signed link's parts: the member, what to stop, and the server's signature of both. */
export const unsubscribeQuerySchema = z.object({
  member: z.uuid({ error: unsubscribeTexts.invalid }),
  stream: z.enum(EMAIL_STREAMS, { error: unsubscribeTexts.invalid }),
  signature: z.string({ error: unsubscribeTexts.invalid }).regex(/^[A-Za-z0-9_-]{43}$/, unsubscribeTexts.invalid),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
