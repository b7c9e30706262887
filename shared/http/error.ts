import { z } from 'zod';

/** Every API error body: `{ message }` (SPEC §7, DEVELOPERS standards). */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Text with a NUL character cannot be stored (PostgreSQL refuses it): said instead of failing. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

/** The `message` of an error body's text; undefined for an empty, non-JSON or message-less body. */
export function messageFromErrorBody(bodyText: string): string | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success && parsed.data.message ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/** Turns zod issues into one readable sentence for a 400 response. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}
