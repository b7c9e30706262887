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
  /**
   * Whether the member followed the link sent to their address. The address itself is not here: this shape
   * is kept on the device and sent by many calls; the account settings read it (account-email-resources.ts).
   */
  emailConfirmed: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
