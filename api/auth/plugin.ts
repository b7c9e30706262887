import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WRITTEN_BY_HEADER } from '../../shared/http/written-by';
import { authTexts } from '../../shared/auth/texts';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/auth/signed-in-hint';
import type { Orm } from '../base/db/orm';
import { HttpError } from '../base/plugins/errors';
import { SESSION_COOKIE } from '../base/identity/guards';
import { PostgresSessionStore } from './session-store';
import { signedInUsers } from './signed-in-users';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** When this session was last written to the store (ms): it is written again once a day while in use. */
    storedAt?: number;
  }
  interface FastifyContextConfig {
    /**
     * A route that needs only who is signed in (`request.viewerId`), not their account: no user is loaded for it
     * (`request.user` stays null). Safe because blocking a member ends their sessions at once.
     */
    viewerIdOnly?: boolean;
  }
  interface FastifyInstance {
    sessionStore: PostgresSessionStore;
  }
}

const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session in use is stored again (its 30 days start over) when its last write is older than this. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** The session store, on the whole app (a block forgets every remembered session through it). */
export function registerSessionStore(app: FastifyInstance, orm: Orm) {
  // Sessions are remembered only while the read cache hears every change (see PostgresSessionStore).
  const store = new PostgresSessionStore(orm, () => app.readCache.serving);
  app.readCache.whenCleared('sessions', () => store.forgetAll());
  app.decorate('sessionStore', store);
}

/**
 * Cookies, sessions and `request.user` for the routes registered in `app` (app.ts registers them in the scope of
 * the routes that may depend on who is calling; anonymous reads skip all of it).
 */
export async function registerSessions(app: FastifyInstance, options: { secret: string; secure: boolean }) {
  const store = app.sessionStore;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store,
    saveUninitialized: false,
    // Not on every request: `rolling` writes the session row on every signed-in read, a PostgreSQL write (and, for
    // one member's parallel requests, a wait on the same row) per page. It slides once a day instead (below).
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/', maxAge: SESSION_MAX_AGE_MS },
  });

  // The hint follows the session on every answer: set with it, cleared once it is gone (signed out, expired, blocked).
  app.addHook('onSend', async (request, reply, payload) => {
    const signedIn = Boolean(request.session?.userId);
    const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
    const hintOptions = { httpOnly: false, sameSite: 'lax', secure: options.secure, path: '/' } as const;
    if (signedIn && !hinted) reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions, maxAge: SESSION_MAX_AGE_MS / 1000 });
    else if (!signedIn && hinted) reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
    return payload;
  });

  app.decorateRequest('user', null);
  app.decorateRequest('viewerId', null);
  app.decorateRequest('accountBlocked', false);
  const loadSignedIn = signedInUsers(app.orm);
  app.addHook('preValidation', async (request) => {
    const userId = request.session.userId;
    if (!userId) return;
    if (request.routeOptions.config.viewerIdOnly) {
      request.viewerId = userId;
      return;
    }
    const user = await loadSignedIn(request.em, userId);
    if (!user || user.isBlocked) {
      request.accountBlocked = !!user?.isBlocked;
      await request.session.destroy();
      return;
    }
    request.user = user;
    request.viewerId = user.id;
    const storedAt = request.session.storedAt ?? 0;
    if (Date.now() - storedAt > SESSION_REFRESH_AFTER_MS) request.session.storedAt = Date.now();
  });
  // A queued write names its writer: under anyone else's session (or none) it is not theirs to send.
  app.addHook('preValidation', async (request) => {
    const writtenBy = request.headers[WRITTEN_BY_HEADER];
    if (writtenBy === undefined || request.method === 'GET') return;
    if (request.viewerId !== writtenBy) throw new HttpError(401, authTexts.writtenByAnotherMember);
  });
}

/** Signs `userId` in on a fresh session id (which defeats session fixation). */
export async function startSession(request: FastifyRequest, userId: string) {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.storedAt = Date.now();
}
