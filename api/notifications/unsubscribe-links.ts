import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PAGE_PATH, type EmailStream } from '../../shared/notifications/unsubscribe';

/** The signed unsubscribe links of a member's emails: made and checked with the server's secret. */
export interface UnsubscribeLinks {
  /** List-Unsubscribe's address: POSTed by mail programs (RFC 8058). */
  oneClick(memberId: string, stream: EmailStream): string;
  /** The email's own link: a page that asks first (a link scanner opening it stops nothing). */
  page(memberId: string, stream: EmailStream): string;
  verify(memberId: string, stream: EmailStream, signature: string): boolean;
}

export function unsubscribeLinks(secret: string, publicUrl: string): UnsubscribeLinks {
  const sign = (memberId: string, stream: EmailStream) =>
    createHmac('sha256', secret).update(`unsubscribe\n${memberId}\n${stream}`).digest('base64url');
  const query = (memberId: string, stream: EmailStream) =>
    new URLSearchParams({ member: memberId, stream, signature: sign(memberId, stream) }).toString();
  return {
    oneClick: (memberId, stream) => `${publicUrl}/api/email/unsubscribe?${query(memberId, stream)}`,
    page: (memberId, stream) => `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}?${query(memberId, stream)}`,
    verify(memberId, stream, signature) {
      const expected = Buffer.from(sign(memberId, stream));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The headers that let a mail program offer one-click unsubscribe (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (links: UnsubscribeLinks, memberId: string, stream: EmailStream) => ({
  'List-Unsubscribe': `<${links.oneClick(memberId, stream)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
