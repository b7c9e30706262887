import type { CurrentUser } from '../../shared/auth/current-user';
import type { UserEntity } from '../base/identity/user.entity';

/** The docs/product/entities.md current-user shape; the password hash never leaves the server. */
export const toCurrentUser = (user: UserEntity): CurrentUser => ({
  id: user.id,
  name: user.name,
  roles: user.roles,
  avatarUrl: user.avatarUrl ?? null,
  location: user.location ?? null,
  bio: user.bio ?? null,
  createdAt: user.createdAt.toISOString(),
  emailConfirmed: user.emailConfirmedAt != null,
});
