import { z } from 'zod';
import { declareResource } from '../http/resource';
import { unsubscribeQuerySchema } from './unsubscribe';

/**
 * One-click unsubscribe (RFC 8058): a mail program POSTs the email's List-Unsubscribe address with the body
 * `List-Unsubscribe=One-Click`, no sign-in, no cookie; the signature is the proof. The page of the email's own link
 * POSTs the same. 403 for a signature that does not match. Served by api/notifications/unsubscribe-routes.ts.
 */
export const unsubscribeResources = {
  unsubscribe: declareResource({
    method: 'POST',
    path: '/api/email/unsubscribe',
    query: unsubscribeQuerySchema,
    response: z.object({ message: z.string() }),
    errors: [403],
    access: 'anyone',
    device: 'not-kept',
  }),
};
