import { z } from 'zod';

/** Every API error body: `{ message }` (SPEC §7, DEVELOPERS standards). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into one readable sentence for a 400 response. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
