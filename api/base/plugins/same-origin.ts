import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { READ_METHODS, addRouteHook, onlyReads } from './route-hooks';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write any site may send: its own proof (a signed link) is the authority, not the session cookie a forged
     * request would ride on. The same-origin check is not added to it.
     */
    crossSiteAllowed?: boolean;
  }
}

/**
 * CSRF defence: a state-changing request must come from our own origin. Browsers send
 * Sec-Fetch-Site and Origin on such requests; tools like curl send neither and are let through.
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  // On the routes that may change something only: a GET pays nothing for it.
  app.addHook('onRoute', (route) => {
    if (!onlyReads(route) && !route.config?.crossSiteAllowed) addRouteHook(route, 'onRequest', checkSameOrigin);
  });
}

/** An origin (scheme, host and port, default ports left out) as URL writes it; undefined when it is none. */
function originOf(text: string): string | undefined {
  try {
    const { origin } = new URL(text);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

async function checkSameOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (READ_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
  }
  const origin = request.headers.origin;
  // The request's own origin: its protocol as the app decides it (X-Forwarded-Proto from a trusted proxy), its host.
  if (origin && originOf(origin) !== originOf(`${request.protocol}://${request.host}`)) {
    return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
  }
}
