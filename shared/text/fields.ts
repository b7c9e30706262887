import { z } from 'zod';

/** A required text field: trimmed, `message` when missing or blank, and a length limit that names `label`. */
export const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** An optional, nullable text field; an empty or blank value becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * An optional http(s) address; blank or null means none. Other schemes (javascript:, data:) are refused with
 * `message`, since the address becomes a link.
 */
export const optionalWebAddress = (label: string, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, error: message }).nullable())
    .meta({
      description: 'An http:// or https:// address (other schemes are refused); blank or null for none',
      pattern: '^\\s*(?:[Hh][Tt][Tt][Pp][Ss]?://\\S+)?\\s*$',
    });
