import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The one third-party frame the app shows: DIY videos, through YouTube's privacy-enhanced player. */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Security headers on every answer (pages, API, uploads): a Content-Security-Policy with no inline script and
 * no eval, no framing of the app by anyone, nosniff, a strict referrer policy, and HSTS when served over HTTPS.
 * Styles allow inline: React writes style attributes. Images allow any https host: a model's hero image may be
 * an absolute URL, and video thumbnails come from YouTube.
 */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  // helmet itself (which @fastify/helmet wraps), built once: @fastify/helmet builds it again for every request,
  // parsing the whole policy each time, a few per cent of a cached read's cost.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: [VIDEO_FRAME_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // YouTube's player is a cross-origin frame without CORP headers: requiring them would blank it.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
}
