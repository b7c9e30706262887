import type { FastifyInstance } from 'fastify';
import { INVALID_UTF8_MESSAGE } from '@shared/http/error';
import { HttpError } from './errors';

/** Refuses bytes that are not UTF-8 (a stray byte, an overlong form, an encoded surrogate) instead of replacing them. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies are read as UTF-8 strictly: invalid bytes are a 400 saying so, where a lenient decoding would store
 * U+FFFD in their place. The text is then parsed as Fastify does by default (a `__proto__` or `constructor.prototype`
 * key refused).
 */
export function registerUtf8Json(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, INVALID_UTF8_MESSAGE), undefined);
      return;
    }
    // Fastify's own parser answers through `done`; its type allows a promise, which it never returns.
    void parseJson(request, text, done);
  });
}
