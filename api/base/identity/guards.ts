import type { FastifyReply, FastifyRequest } from 'fastify';
import { authTexts } from '@shared/auth/texts';
import { canModerate } from '@shared/community/permissions';
import { communityTexts } from '@shared/community/texts';
import { HttpError } from '../plugins/errors';
import type { UserEntity } from './user.entity';

/**
 * Who is calling, as every domain sees it. The auth domain fills these in from the session (api/auth/plugin.ts);
 * the guards below only read them, so any domain can guard its routes without importing the auth domain.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per request; blocked users count as signed out. */
    user: UserEntity | null;
    /** The signed-in user's id, or null: set for every request, `viewerIdOnly` reads included. */
    viewerId: string | null;
    /** True when the session belonged to a blocked account (now ended): writes answer 403, not 401. */
    accountBlocked: boolean;
  }
}

/** Route guard: 401 when signed out. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, authTexts.signInRequired);
}

/**
 * Route guard for every member's write, in every domain: 401 signed out, 403 for a blocked account. A blocked member's
 * session is ended by the auth hook, which marks the request, so the write that finds it answers 403 rather than 401.
 */
export async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  if (request.accountBlocked) throw new HttpError(403, authTexts.accountBlocked);
  await requireUser(request, reply);
}

/**
 * Route guard of `viewerIdOnly` routes (no account loaded): 401 signed out, 403 for a blocked account. Blocking a
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

/** Route guard: 401 when signed out, 403 for anyone but an admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.user?.roles.includes('admin')) throw new HttpError(403, authTexts.adminRequired);
}

/** Route guard: 401 signed out, 403 blocked, 403 for anyone but a moderator or an admin. */
export async function requireModerator(request: FastifyRequest, reply: FastifyReply) {
  await requireMember(request, reply);
  if (!canModerate(signedInUser(request))) throw new HttpError(403, communityTexts.moderatorRequired);
}

/** Narrows request.user after a guard ran. */
export function signedInUser(request: FastifyRequest): UserEntity {
  if (!request.user) throw new HttpError(401, authTexts.signInRequired);
  return request.user;
}

/** The session cookie's name: the auth domain sets it, the API's document names it. */
export const SESSION_COOKIE = 'sid';
