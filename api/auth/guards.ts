import type { FastifyReply, FastifyRequest } from 'fastify';
import { authTexts } from '../../shared/auth/texts';
import { HttpError } from '../plugins/errors';
import { requireUser } from './plugin';

/**
 * Route guard for every member's write, in every domain: 401 signed out, 403 for a blocked account. A blocked member's
 * session is ended by the auth hook, which marks the request, so the write that finds it answers 403 rather than 401.
 */
export async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  if (request.accountBlocked) throw new HttpError(403, authTexts.accountBlocked);
  await requireUser(request, reply);
}
