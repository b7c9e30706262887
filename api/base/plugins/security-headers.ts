import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { DRAWINGS_PATH } from '@shared/catalogue/drawings';

/** The one third-party frame the app shows: DIY videos, through YouTube's privacy-enhanced player. */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The build's scripts, styles and images (`/assets/`) and the models' drawings (`/car-art/`, plain SVG shapes: no
 * script, link or image, pwa/build/car-art/drawings.test.ts): a browser applies a page's policy and framing rules
 * from the page's own answer, never from its subresources. The one worker script, the service worker (`/sw.js`), is
 * not among them: a worker takes its policy from its own script's answer, so it gets the document's headers.
 */
const isSubresource = (url: string) => url.startsWith('/assets/') || url.startsWith(DRAWINGS_PATH);

/** API answers (JSON, a calendar file), but for the API's documentation page, which is a page with scripts. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** What only a document uses (framing, window and process isolation, old browsers' switches), left out. */
const notADocument = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * Security headers on every answer (pages, API, uploads): a Content-Security-Policy with no inline script and
 * no eval, no framing of the app by any other site, nosniff, a strict referrer policy, and HSTS when served over HTTPS.
 * Styles allow inline: React writes style attributes. Images allow any https host: a model's hero image may be
 * an absolute URL, and video thumbnails come from YouTube.
 *
 * The build's subresources get only the headers that act on a subresource (nosniff, resource policy, HSTS; their
 * referrer policy is the browsers' default): the rest is about 650 bytes each, about 60 KB over a first visit.
 * API answers get those and a policy that lets nothing load or frame them, should one be opened as a page: the
 * page's long policy is about 450 bytes on every call, on a show's slow link too.
 */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  // helmet itself (which @fastify/helmet wraps), built once: @fastify/helmet builds it again for every request,
  // parsing the whole policy each time, a few per cent of a cached read's cost.
  const hsts = https ? { maxAge: 31_536_000, includeSubDomains: true } : false;
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
        // The app's own pages: a saved show's heavy tabs are drawn ahead in a hidden frame (pwa/src/device/drawingFrame.ts).
        frameSrc: ["'self'", VIDEO_FRAME_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // YouTube's player is a cross-origin frame without CORP headers: requiring them would blank it.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts,
  });
  // Nor a referrer policy: what a stylesheet loads follows the browsers' own default, the same strict-origin-when-cross-origin.
  const setSubresourceHeaders = helmet({ ...notADocument, referrerPolicy: false, contentSecurityPolicy: false, hsts });
  const setApiHeaders = helmet({
    ...notADocument,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    hsts,
  });
  const documentHeaders = headersSetBy(setSecurityHeaders);
  const subresourceHeaders = headersSetBy(setSubresourceHeaders);
  const apiHeaders = headersSetBy(setApiHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(isApiAnswer(url) ? apiHeaders : isSubresource(url) ? subresourceHeaders : documentHeaders);
    done();
  });
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, taken once from a response that is never sent: its configuration is fixed
 * (no nonces), so every answer gets the same ones. Running its chain of middlewares for every request instead was
 * about 7 % of a cached read's time.
 */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  const failures: unknown[] = [];
  let finished = false;
  middleware(response.req, response, (error) => {
    if (error) failures.push(error);
    finished = true;
  });
  if (!finished || failures.length > 0) throw new Error("helmet's headers could not be taken at start", { cause: failures[0] });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}
