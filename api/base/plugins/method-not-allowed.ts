import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an address answers to (HEAD with GET), or none when no route has it. */
    methodsAllowedAt(url: string): string[];
  }
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Which methods each address answers to, learnt as routes are added (register before them), so that a request with
 * another method is told 405 and the methods to use (RFC 9110 §15.5.6) rather than a 404 that says the address does not
 * exist. The router's own lookup is not public, so the addresses are kept in a router of the same library.
 */
export function registerMethodsAllowed(app: FastifyInstance) {
  const routes = FindMyWay({ ignoreTrailingSlash: true });
  const noop = () => undefined;
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method): method is HTTPMethod =>
      METHODS.includes(method as HTTPMethod),
    );
    for (const method of methods) {
      // With the trailing slash ignored, `/x` and `/x/` (a prefix's root route and its twin) are one address.
      if (!routes.hasRoute(method, route.url.replace(/(.)\/$/, '$1'))) routes.on(method, route.url.replace(/(.)\/$/, '$1'), noop);
    }
  });
  const methodsAllowedAt = (url: string) => {
    const path = url.split('?')[0] ?? url;
    return METHODS.filter((method) => routes.find(method, path) !== null);
  };
  app.decorate('methodsAllowedAt', methodsAllowedAt);
  // Before the body is read: a QUERY or TRACE with a body of its own gets its 405, not a complaint about that body.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const allowed = methodsAllowedAt(request.url);
    if (allowed.length === 0 || allowed.includes(request.method as HTTPMethod)) return;
    return reply
      .status(405)
      .header('Allow', allowed.join(', '))
      .send({ message: `${request.method} is not allowed here: use ${allowed.join(' or ')}` });
  });
}
