import { ApiError } from './client';

/** True when a query failed because the server answered 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
