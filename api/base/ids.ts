import { z } from 'zod';

/** Ids in paths and bodies are checked before any query: a malformed one names nothing (404, never a 500). */
export const isUuid = (value: string) => z.uuid().safeParse(value).success;
