import { z } from 'zod';

/** What the account calls that send an email answer: the words to show. Apart from schemas.ts, which only the sign-in pages load. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** The signed-in member's sign-in address, for their account settings only. */
export const accountDetailsSchema = z.object({ email: z.string(), emailConfirmed: z.boolean() });
