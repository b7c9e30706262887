import { z } from 'zod';

export const PAGE_CURSOR_MAX_LENGTH = 500;

/**
 * A page's `nextCursor`, sent back as it came: opaque to clients, base64url text made by the server. One the server
 * did not make is a 400 with `invalidMessage`; the pattern and length are in the API document too.
 */
export const pageCursor = (invalidMessage: string) =>
  z
    .string()
    .min(1, invalidMessage)
    .max(PAGE_CURSOR_MAX_LENGTH, invalidMessage)
    .regex(/^[A-Za-z0-9_-]+$/, invalidMessage)
    .meta({ description: "The previous page's nextCursor, as given" })
    .optional();
