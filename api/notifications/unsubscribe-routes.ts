import type { FastifyInstance } from 'fastify';
import { unsubscribeTexts } from '../../shared/notifications/unsubscribe';
import { unsubscribeResources } from '../../shared/notifications/unsubscribe-resources';
import { HttpError } from '../base/plugins/errors';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';

/**
 * POST /api/email/unsubscribe: no session, so it sits with the anonymous routes; the signature decides.
 * Turns the kind's email switch off (keeping its in-app and push ones) or the digest off.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  // RFC 8058's body is a form (`List-Unsubscribe=One-Click`); nothing in it matters but that it is one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A mail program posts it from wherever it runs, a web page included (RFC 8058): the signature is the authority,
  // so no same-origin check.
  routes.post(...served(app, unsubscribeResources.unsubscribe, { config: { crossSiteAllowed: true } }), async (request) => {
    const { member, stream, signature } = request.query;
    if (!app.unsubscribeLinks.verify(member, stream, signature)) throw new HttpError(403, unsubscribeTexts.invalid);
    if (stream === 'digest') {
      await request.em.execute(`update users set digest = 'off' where id = ?`, [member]);
    } else {
      // A member never seen (deleted since): nothing to change, and the same answer.
      await request.em.execute(
        `insert into notification_settings (user_id, kind, in_app, push, email)
           select id, ?, true, true, false from users where id = ?
         on conflict (user_id, kind) do update set email = false`,
        [stream, member],
      );
    }
    return { message: unsubscribeTexts.done(stream) };
  });
}
