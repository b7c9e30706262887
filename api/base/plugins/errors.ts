import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS, describeIssues } from '@shared/http/error';
import { createOutageLog, isDatabaseUnavailable, loggableError } from './database-outage';
import { stringifyAscii } from './ascii-json';

/** An error a handler throws on purpose: its status and message reach the client as `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429 or 503: how long the client should wait, sent as Retry-After. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

const isFastifyError = (error: unknown): error is FastifyError & { statusCode: number } =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';

/**
 * The router's own refusals (a path parameter over 100 characters: 414, a malformed percent-encoding: 400) never
 * reach the error handler; Fastify's `frameworkErrors` option sends them through this instead, as `{message}`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? 'A part of the address is too long' : 'The address is not valid';
  reply.status(status).type('application/json').send(stringifyAscii({ message }));
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/** The method and path of a request the parser refused, from the bytes it read (Node hands them over). */
function requestLineOf(error: Error & { rawPacket?: unknown }): { method: string; path: string } | null {
  if (!Buffer.isBuffer(error.rawPacket)) return null;
  const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r?\n/.exec(error.rawPacket.subarray(0, 8192).toString('latin1'));
  return match ? { method: match[1] ?? '', path: match[2] ?? '' } : null;
}

const rawAnswer = (status: number, message: string, headers: Record<string, string> = {}) => {
  const body = stringifyAscii({ message });
  const lines = Object.entries({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
};

/**
 * A request Node's HTTP parser refused before Fastify saw it, answered `{message}` like every other failure (Fastify's
 * own answer is a bare 400 "Client Error" for all of them), then the connection is closed. A method the parser does not
 * know is a method the address does not take: 405 with the ones it does (404 for an address nothing answers).
 */
export function answerClientError(
  methodsAllowedAt: (url: string) => string[],
): (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex) => void {
  return (error, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const line = error.code === 'HPE_INVALID_METHOD' ? requestLineOf(error) : null;
    if (line) {
      const allowed = methodsAllowedAt(line.path);
      socket.end(
        allowed.length
          ? rawAnswer(405, `${line.method} is not allowed here: use ${allowed.join(' or ')}`, { Allow: allowed.join(', ') })
          : rawAnswer(404, `Not found: ${line.method} ${line.path.split('?')[0]}`),
      );
      return;
    }
    const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP' };
    socket.end(rawAnswer(status, message));
  };
}

/** Every failure answers `{message}`; only real bugs are 500, and those never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  const outage = createOutageLog();
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.options.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.options.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isFastifyError(error) && error.validation) {
      const cause = error.cause ?? error.validation;
      const message = cause instanceof ZodError ? describeIssues(cause) : error.message;
      return reply.status(400).send({ message });
    }
    if (error instanceof ZodError) return reply.status(400).send({ message: describeIssues(error) });
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      outage.failed(request.log, error);
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
