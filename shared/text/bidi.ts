import type { z } from 'zod';

/**
 * Text-direction controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069): in a name or title they
 * make `abc\u202Egnp.exe` read as "abcexe.png". Names and titles refuse them; longer texts (a body, a bio) keep them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const WITHOUT_BIDI_CONTROLS = /^[^\u202A-\u202E\u2066-\u2069]*$/;

export const bidiControlMessage = (label: string) => `${label} must not contain text-direction control characters`;

/** `schema` refusing direction controls with a 400 that names `label`; a pattern, so the API document shows it too. */
export const withoutBidiControls = (schema: z.ZodString, label: string) => schema.regex(WITHOUT_BIDI_CONTROLS, bidiControlMessage(label));
