import { z } from 'zod';

/**
 * docs/product/entities.md "Current user" shape: never carries the password hash. Apart from the sign-in and sign-up schemas: every
 * screen asks who is signed in, only two pages take a password.
 */
export const currentUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  roles: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
