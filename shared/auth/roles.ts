/** Kept free of zod so the app's first chunk can check roles without loading the schema library. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isAdmin = (user: { roles: string[] } | null | undefined) => !!user?.roles.includes('admin');
