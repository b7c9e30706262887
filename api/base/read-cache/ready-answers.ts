import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { ReadCache, SentHead } from './read-cache';

/** The access log's line for an answer sent here (Fastify's own lines are not written for it). */
export const READY_ANSWER_LOG_MESSAGE = 'request answered from the read cache';

/**
 * Sends a kept answer of the read cache (catalogue, valuations, DIY videos, communities, events lists, the forum's
 * pages for visitors: the ready rules of cache-table.ts) from Node's request event, before Fastify makes a request and a
 * reply of it and runs its hooks: on show day most requests are these reads, and Fastify's work was about half of
 * such an answer's cost. Only a GET of a URL whose answer Fastify has already sent in the same form (encoding, or
 * 304) is answered here, with the status and headers Fastify sent then, so every plugin's headers are in it. Says
 * whether it answered; anything else goes to Fastify.
 */
export function sendReadyAnswer(cache: ReadCache, log: FastifyBaseLogger, request: IncomingMessage, response: ServerResponse): boolean {
  const { method, url } = request;
  if (method !== 'GET' || !url?.startsWith('/api/')) return false;
  return sendReady(log, request, response, cache.ready(url, request.headers));
}

/** Sends an answer as Fastify sent it before (its status and headers, and the body): the ready answers' one sender. */
export function sendReady(
  log: FastifyBaseLogger,
  { method, url }: IncomingMessage,
  response: ServerResponse,
  ready: { head: SentHead; payload: Buffer | undefined } | undefined,
): boolean {
  if (!ready) return false;
  response.writeHead(ready.head.status, ready.head.headers);
  response.end(ready.payload);
  log.info({ req: { method, url }, res: { statusCode: ready.head.status } }, READY_ANSWER_LOG_MESSAGE);
  return true;
}

type ServerOptions = Pick<FastifyServerOptions, 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'>;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (with its timeouts), whose requests go to
 * `answerFirst` (which says whether it answered), then to Fastify. Once the server is closing, all go to Fastify,
 * which answers them as closing.
 */
export function serverAnsweringFirst(
  answerFirst: (request: IncomingMessage, response: ServerResponse) => boolean,
): (fastify: RequestListener, options: ServerOptions) => Server {
  return (fastify, options) => {
    const server = createServer((request, response) => {
      if (!(server.listening && answerFirst(request, response))) fastify(request, response);
    });
    // An expectation other than 100-continue is ignored (RFC 9110 lets a server answer it or not): the request is
    // answered as it would be without it, not with Node's bare 417.
    server.on('checkExpectation', (request, response) => fastify(request, response));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
