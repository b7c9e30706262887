import type { FastifyReply, FastifyRequest } from 'fastify';
import { canModerate } from '../../shared/community/permissions';
import { communityTexts } from '../../shared/community/texts';
import { signedInUser } from '../auth/plugin';
import { requireMember } from '../auth/guards';
import { HttpError } from '../plugins/errors';

/** Route guard: 401 signed out, 403 blocked, 403 for anyone but a moderator or an admin. */
export async function requireModerator(request: FastifyRequest, reply: FastifyReply) {
  await requireMember(request, reply);
  if (!canModerate(signedInUser(request))) throw new HttpError(403, communityTexts.moderatorRequired);
}
