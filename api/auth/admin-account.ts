import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../base/identity/passwords';
import { User, type UserEntity } from '../base/identity/user.entity';
import { pickUsername } from '../users';
import { endAccountLinks } from './account-links';

/**
 * Creates the admin account if missing, or promotes it and sets its password. Used at start and by `npm run admin`.
 * The operator who names the address vouches for it, so it counts as confirmed: no link was sent to be followed.
 */
export async function ensureAdmin(em: EntityManager, email: string, password: string): Promise<UserEntity> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(User, { email: normalised });
    if (existing) {
      // A new password ends the account's emailed links; the same one again (every start) changes nothing.
      if (!(await verifyPassword(existing.password, password))) await endAccountLinks(tx, existing.id);
      existing.password = passwordHash;
      existing.isBlocked = false;
      existing.emailConfirmedAt ??= new Date();
      if (!existing.roles.includes('admin')) existing.roles = [...existing.roles, 'admin'];
      return existing;
    }
    const name = 'Administrator';
    return tx.create(User, {
      email: normalised,
      password: passwordHash,
      name,
      username: await pickUsername(tx, name),
      roles: ['user', 'admin'],
      emailConfirmedAt: new Date(),
    });
  });
}
