import { z } from 'zod';

/**
 * A whole number written in a path (`/years/1967`, `/entries/37`): digits only, so `1967.`, ` 1967` or `+1` name
 * nothing (a loose number would answer for them as if they were the plain number), then checked as a number.
 */
export const wholeNumberParam = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
