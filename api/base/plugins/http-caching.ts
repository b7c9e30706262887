import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { onlyReads } from './route-hooks';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers are revalidated every time (ETag → 304, a few bytes) rather than kept fresh for a while: the
 * catalogue changes when an admin edits it, and a stale answer after an edit is a bug. `private`: some
 * answers depend on the session, and no shared cache should keep any of them. Sign-in state is never stored.
 */
function apiCacheControl(url: string): string {
  return url.startsWith('/api/auth/') ? 'no-store' : 'private, no-cache';
}

/**
 * Validators and compression for every answer: an ETag from the body (unless the route set its own, as the
 * offline snapshot does) with 304 on a matching If-None-Match, then gzip or brotli above the threshold. Static
 * files come precompressed from the build (see web/static.ts) and are passed through untouched.
 */
export async function registerHttpCaching(app: FastifyInstance) {
  // Registered before compression: the ETag is taken from the uncompressed body, the same for every encoding.
  await app.register(fastifyEtag);
  // A read carries no body to inflate: its routes skip the plugin's request hook (before it reads the options).
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && onlyReads(route)) route.decompress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses JSON better than gzip at a similar cost; 11 (the default) is for build time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', apiCacheControl(request.url));
    }
    done(null, payload);
  });
}
