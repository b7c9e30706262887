import type { FastifyReply, FastifyRequest } from 'fastify';
import { authTexts } from '../../shared/auth/texts';
import { HttpError } from '../base/plugins/errors';

/**
 * Route guard of `viewerIdOnly` reads (no account loaded): 401 signed out, 403 for a blocked account. Blocking a
 * member ends their sessions at once, so a session's member id is enough.
 */
export async function requireViewer(request: FastifyRequest, _reply: FastifyReply) {
  if (request.accountBlocked) throw new HttpError(403, authTexts.accountBlocked);
  if (!request.viewerId) throw new HttpError(401, authTexts.signInRequired);
}

/** The signed-in member's id after `requireViewer` (or any member guard) ran. */
export function viewerIdOf(request: FastifyRequest): string {
  const id = request.viewerId ?? request.user?.id;
  if (!id) throw new HttpError(401, authTexts.signInRequired);
  return id;
}
