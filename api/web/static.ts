import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DRAWINGS_PATH } from '@shared/catalogue/drawings';
import { documentFor, SHELL_DOCUMENT } from '@shared/pwa/documents';
import type { FirstScreenRenderer } from '@shared/pwa/first-screen';
import { addRouteHook } from '../base/plugins/route-hooks';
import { registerServerRenderedPages, type ReadyPages } from './server-rendered';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A hook that leaves the named headers out of a file's 200 answer (HTTP/1.1 repeats every header on every file). */
const withoutHeaders =
  (...names: string[]): onSendHookHandler =>
  (_request, reply, payload, done) => {
    if (reply.statusCode === 200) for (const name of names) reply.removeHeader(name);
    done(null, payload);
  };

/**
 * A hashed file never changes under its name, so nothing revalidates it: its validators and range support are about
 * 110 bytes on each of the hundred-odd files of a first visit.
 */
const dropValidators = withoutHeaders('etag', 'last-modified', 'accept-ranges');

/**
 * A drawing (`/car-art/`) is revalidated by its ETag alone: its date and range support are about 70 bytes on each of
 * the four a first visit shows (the first visit's budget).
 */
const keepOnlyEtag = withoutHeaders('last-modified', 'accept-ranges');

/**
 * Serves the built PWA. Hashed assets are cached for a year; the HTML documents and the service worker
 * are always revalidated so a new version is picked up. Unknown non-API paths get the shell document
 * (shared/pwa/documents.ts), whose app renders its own 404 page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  renderer?: FirstScreenRenderer,
): Promise<ReadyPages | undefined> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWebApp = !!indexFile && existsSync(indexFile);
  if (hasWebApp && webRoot) {
    // Only on the hashed files' own routes (registered next), so no other answer pays for the check.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/assets/')) addRouteHook(route, 'onSend', dropValidators);
      else if (route.url.startsWith(DRAWINGS_PATH)) addRouteHook(route, 'onSend', keepOnlyEtag);
    });
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file (vite.config.ts); the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
        // The body depends on Accept-Encoding (brotli, gzip or plain): a shared cache must not give one client's
        // encoding to another (the plugin does not say so itself).
        // Spelt as @fastify/compress spells it: it adds its own otherwise, on a file it compresses as it goes.
        response.setHeader('Vary', 'accept-encoding');
      },
    });
  }

  // A first visit's pages with their first screen in the HTML, when the build wrote a renderer.
  let readyPages: ReadyPages | undefined;
  if (hasWebApp && webRoot && renderer) {
    const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(SHELL_DOCUMENT);
    readyPages = registerServerRenderedPages(app, { webRoot, renderer, sendShell });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    // A missing hashed asset or drawing is a 404, never the HTML shell (a script answered with HTML breaks in odd ways); so is
    // /metrics, served on METRICS_PORT alone (api/base/metrics), never here.
    const wantsPage =
      request.method === 'GET' &&
      !['/api/', '/uploads/', '/assets/', DRAWINGS_PATH].some((prefix) => url.startsWith(prefix)) &&
      url.split('?')[0] !== '/metrics';
    if (wantsPage && hasWebApp) {
      // A prerendered page's own document, else the shell (the service worker answers offline the same way).
      const { pathname, search } = new URL(url, 'http://localhost');
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(documentFor(pathname, search));
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${url.split('?')[0]}` });
  });
  return readyPages;
}
