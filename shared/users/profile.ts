import { z } from 'zod';

export const profileTexts = {
  userNotFound: 'User not found',
} as const;

/** Usernames are lowercase slugs made from the member's name ("Jane Doe" -> "jane-doe", then "jane-doe-2"). */
export const USERNAME_MAX_LENGTH = 40;

/** SPEC §3 User: a public profile. Never the email, roles or password hash. */
export const userProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** One car of GET /api/users/{id}/garage (SPEC §3 car_profiles, plus exteriorColor). */
export const garageCarSchema = z.object({
  id: z.uuid(),
  modelSlug: z.string(),
  year: z.number().int(),
  trim: z.string().nullable(),
  engine: z.string().nullable(),
  exteriorColor: z.string().nullable(),
  notes: z.string().nullable(),
  photos: z.array(z.string()),
  createdAt: z.string(),
});
export type GarageCar = z.infer<typeof garageCarSchema>;
export const garageSchema = z.array(garageCarSchema);

/** GET /api/users/{id or username}: a uuid addresses by id, anything else by username. */
export const userKeyParams = z.object({ key: z.string() });
