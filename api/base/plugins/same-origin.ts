import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { READ_METHODS, addRouteHook, onlyReads } from './route-hooks';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/**
 * CSRF defence: a state-changing request must come from our own origin. Browsers send
 * Sec-Fetch-Site and Origin on such requests; tools like curl send neither and are let through.
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  // On the routes that may change something only: a GET pays nothing for it.
  app.addHook('onRoute', (route) => {
    if (!onlyReads(route)) addRouteHook(route, 'onRequest', checkSameOrigin);
  });
}

async function checkSameOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (READ_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
  }
  const origin = request.headers.origin;
  if (origin) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== request.host) return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
  }
}
