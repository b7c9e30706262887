import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { HttpError } from '../plugins/errors';

/**
 * Runs a write and answers 409 with the message when a unique index refuses it: the index is the rule, also for two
 * requests at the same moment, which both pass any check made before writing.
 */
export async function conflictOnUnique<T>(write: () => Promise<T>, message: () => string | Promise<string>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new HttpError(409, await message());
    throw error;
  }
}
