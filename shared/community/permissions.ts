/** Kept free of zod, like shared/auth/roles.ts, so screens can decide which buttons to show cheaply. */
type WithRoles = { roles: string[] } | null | undefined;

/** Moderators and admins may delete anyone's post or comment, edit posts and lock them (docs/product/roles.md). */
export const canModerate = (user: WithRoles) => !!user?.roles.some((role) => role === 'admin' || role === 'moderator');

/** Posts: their author, a moderator or an admin may edit or delete them. Comments: the same for deleting. */
export const canChangeOrRemove = (user: ({ id: string } & { roles: string[] }) | null | undefined, authorId: string) =>
  !!user && (user.id === authorId || canModerate(user));
