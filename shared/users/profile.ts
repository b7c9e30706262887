import { z } from 'zod';
import { CAR_CONDITIONS } from '../valuations/car-value';
import { VIN_MISMATCH_FIELDS } from '../vin/car-mismatches';

export const profileTexts = {
  userNotFound: 'User not found',
} as const;

/** Usernames are lowercase slugs made from the member's name ("Jane Doe" -> "jane-doe", then "jane-doe-2"). */
export const USERNAME_MAX_LENGTH = 40;

/** docs/product/entities.md User: a public profile. Never the email, roles or password hash. */
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

/** One car of GET /api/users/{id}/garage (docs/product/entities.md garage_cars, plus exteriorColor). */
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
  /** The value guide tier #1-#4, or null when not stated. */
  condition: z.literal(CAR_CONDITIONS).nullable(),
  vin: z.string().nullable(),
  /** Where the VIN disagrees with the car as entered (shared/users/garage-vin.ts, computed by the API on each answer). */
  vinMismatches: z.array(z.enum(VIN_MISMATCH_FIELDS)),
});
export type GarageCar = z.infer<typeof garageCarSchema>;
export const garageSchema = z.array(garageCarSchema);

/** GET /api/users/{id or username}: a uuid addresses by id, anything else by username. */
export const userKeyParams = z.object({ key: z.string() });

/**
 * GET /api/models/{slug}/owners-cars: members' garage cars of a model for the model page's "Owners' cars"
 * strip, newest first, at most OWNERS_CARS_LIMIT, cars with photos first. Blocked members' cars are left out.
 */
export const OWNERS_CARS_LIMIT = 12;
export const ownersCarSchema = z.object({
  car: garageCarSchema,
  owner: z.object({ id: z.uuid(), username: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
});
export type OwnersCar = z.infer<typeof ownersCarSchema>;
export const ownersCarListSchema = z.array(ownersCarSchema);
