import type { z } from 'zod';

/**
 * Every API error body: `{ message }` (docs/product/api.md, DEVELOPERS standards). This module carries no zod at run
 * time: the service worker reads queued writes' errors with it (the API documents the body with a schema of its own,
 * api/base/plugins/openapi.ts).
 */
export interface ErrorBody {
  message: string;
}

/** Text with a NUL character cannot be stored (PostgreSQL refuses it): said instead of failing. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode (half of a surrogate pair was sent alone)';
/** A JSON body whose bytes are not UTF-8: refused rather than stored with U+FFFD in their place. */
export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8.';

/** The 503 while the database does not answer; the app treats it like being offline and keeps its saved copy. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

/** The `message` of an error body's text; undefined for an empty, non-JSON or message-less body. */
export function messageFromErrorBody(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    const message = typeof body === 'object' && body !== null ? (body as Partial<Record<'message', unknown>>).message : undefined;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Turns zod issues into one readable sentence for a 400 response. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}
