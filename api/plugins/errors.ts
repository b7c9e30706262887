import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { describeIssues } from '../../shared/http/error';

/** An error a handler throws on purpose: its status and message reach the client as `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const isFastifyError = (error: unknown): error is FastifyError & { statusCode: number } =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';

/** Every failure answers `{message}`; only real bugs are 500, and those never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    if (isFastifyError(error) && error.validation) {
      const cause = error.cause ?? error.validation;
      const message = cause instanceof ZodError ? describeIssues(cause) : error.message;
      return reply.status(400).send({ message });
    }
    if (error instanceof ZodError) return reply.status(400).send({ message: describeIssues(error) });
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
