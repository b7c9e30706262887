import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { sessionResources } from '../../shared/auth/resources';
import { signInResources } from '../../shared/auth/sign-in-resources';
import { authTexts } from '../../shared/auth/texts';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { toCurrentUser } from '../users';
import { User, type UserEntity } from '../base/identity/user.entity';
import { pickUsername } from '../users';
import { countSignUp, SignInAttempt } from '../base/limits/sign-in-limits';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../base/identity/passwords';
import { startSession } from './plugin';
import { SESSION_COOKIE, signedInUser } from '../base/identity/guards';
import { served } from '../base/plugins/resources';
import { accountEmailRoutes, sendEmailConfirmation } from './account-email-routes';

/** docs/product/api.md auth calls: register, login, logout, me. */
export async function authRoutes(app: FastifyInstance, options: { signUpsPerAddressPerHour?: number }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, signInResources.register), async (request, reply) => {
    const { name, email, password } = request.body;
    const em = request.em;
    if (await em.count(User, { email })) throw new HttpError(409, authTexts.emailTaken);
    await countSignUp(em, request.ip, options.signUpsPerAddressPerHour);
    const passwordHash = await hashPassword(password);
    let user: UserEntity;
    try {
      // One transaction, so the username picked stays reserved (pickUsername's lock) until the row is in.
      user = await em.transactional(async (tx) => {
        const created = tx.create(User, { name, email, password: passwordHash, username: await pickUsername(tx, name) });
        await tx.flush();
        return created;
      });
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw new HttpError(409, authTexts.emailTaken);
      throw error;
    }
    await startSession(request, user.id);
    await sendEmailConfirmation(app, request, user, user.email);
    return reply.status(201).send(toCurrentUser(user));
  });

  routes.post(...served(app, signInResources.login), async (request) => {
    const { email, password } = request.body;
    const attempt = await SignInAttempt.begin(request.em, email, request.ip);

    const user = await request.em.findOne(User, { email });
    const passwordMatches = await verifyPassword(user?.password ?? (await decoyPasswordHash()), password);
    // A wrong password stays counted (begin wrote it as a failure).
    if (!user || !passwordMatches) throw new HttpError(401, authTexts.invalidCredentials);
    await attempt.succeeded();
    if (user.isBlocked) throw new HttpError(403, authTexts.accountBlocked);

    await startSession(request, user.id);
    return toCurrentUser(user);
  });

  routes.post(...served(app, sessionResources.logout), async (request, reply) => {
    await request.session.destroy();
    // The browser drops its copy too, so nothing stale is sent (or kept) after signing out.
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).status(204).send();
  });

  routes.get(...served(app, sessionResources.me), async (request) => toCurrentUser(signedInUser(request)));

  await app.register(accountEmailRoutes);
}
