import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../base/plugins/errors';
import { User, type UserEntity } from '../base/identity/user.entity';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a link's token for `user` (32 random bytes, base64url); only its hash is stored. */
export async function issueLinkToken(
  em: EntityManager,
  user: UserEntity,
  purpose: AccountTokenPurpose,
  email: string,
  validForMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(AccountToken, {
    user,
    purpose,
    tokenHash: hashOf(token),
    email,
    expiresAt: new Date(Date.now() + validForMs),
  });
  await em.flush();
  return token;
}

/**
 * Ends every unused link of the account, both purposes: called with each change of its password or address, so a link
 * mailed before (to an old address, or to whoever asked for it then) opens nothing afterwards. A link used by the
 * change itself is already used.
 */
export async function endAccountLinks(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(AccountToken, { user: userId, usedAt: null }, { usedAt: new Date() });
}

/**
 * Uses a link's token, inside the caller's transaction: the row is locked, so two clicks at once use it once. Every
 * other unused link of the same purpose for the account is used up with it. A 400 with `invalid` for a token unknown,
 * used or expired: the three read alike, so the answer tells nothing of which.
 */
export async function useLinkToken(
  tx: EntityManager,
  token: string,
  purpose: AccountTokenPurpose,
  invalid: string,
): Promise<{ user: UserEntity; email: string }> {
  const link = await tx.findOne(AccountToken, { tokenHash: hashOf(token), purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!link || link.usedAt || link.expiresAt.getTime() <= Date.now()) throw new HttpError(400, invalid);
  await tx.nativeUpdate(AccountToken, { user: link.user, purpose, usedAt: null }, { usedAt: new Date() });
  const user = await tx.findOneOrFail(User, { id: link.user.id });
  return { user, email: link.email };
}
