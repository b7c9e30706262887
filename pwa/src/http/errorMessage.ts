import { messageFromErrorBody } from '@shared/http/error';
import { ApiError } from './client';

const STATUS_PREFIX = /^\d{3}: ([\s\S]*)$/;

/**
 * The server's `{ message }` carried by a failed call, for toasts; undefined when there is none
 * (network failure, empty or non-JSON body), so callers fall back to their own text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return messageFromErrorBody(error.bodyText);
  if (error instanceof Error) {
    const match = STATUS_PREFIX.exec(error.message);
    if (match?.[1]) return messageFromErrorBody(match[1]);
  }
  return undefined;
}
