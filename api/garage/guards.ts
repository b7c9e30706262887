import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../../shared/auth/roles';
import { accountTexts, garageCarParams } from '../../shared/users/account-schemas';
import { signedInUser, requireMember } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import { GarageCar } from './garage-car.entity';

export const carNotFound = () => new HttpError(404, accountTexts.carNotFound);

/** The car, locked for the rest of the transaction so concurrent photo changes run one after another. */
export async function findCarForUpdate(em: EntityManager, id: string) {
  const car = await em.findOne(GarageCar, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!car) throw carNotFound();
  return car;
}

/**
 * Route guards for changes to one car: 401 signed out, 403 blocked, 404 unknown car, 403 for anyone the rule
 * leaves out. Edits and uploads are the owner's; removals the owner's or an admin's (moderation). They run
 * before validation, so callers without the right learn nothing about the payload rules; a malformed id is
 * left to the params schema (400).
 */
export const requireCarPermission = (rule: 'owner' | 'ownerOrAdmin') => async (request: FastifyRequest, reply: FastifyReply) => {
  await requireMember(request, reply);
  const user = signedInUser(request);
  const params = garageCarParams.safeParse(request.params);
  if (!params.success) return;
  // A fork, so this partial load never sits in the request's identity map in place of the full row.
  const car = await request.em.fork().findOne(GarageCar, { id: params.data.id }, { fields: ['user'] });
  if (!car) throw carNotFound();
  if (car.user.id === user.id) return;
  if (rule === 'ownerOrAdmin' && isAdmin(user)) return;
  throw new HttpError(403, rule === 'owner' ? accountTexts.ownerRequired : accountTexts.ownerOrAdminRequired);
};
