import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { currentUserSchema, loginSchema, registerSchema } from '../../shared/auth/schemas';
import { authTexts } from '../../shared/auth/texts';
import { HttpError } from '../plugins/errors';
import type { ZodTypeProvider } from '../plugins/zod';
import { toCurrentUser } from '../users/current-user';
import { User, type UserEntity } from '../users/user.entity';
import { pickUsername } from '../users/username';
import { LoginRateLimiter } from './login-rate-limit';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { requireUser, signedInUser } from './plugin';

/** SPEC §7 auth calls: register, login, logout, me. */
export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiter = new LoginRateLimiter();

  routes.post('/register', { schema: { body: registerSchema, response: { 201: currentUserSchema } } }, async (request, reply) => {
    const { name, email, password } = request.body;
    const em = request.em;
    if (await em.count(User, { email })) throw new HttpError(409, authTexts.emailTaken);
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
    await request.session.regenerate();
    request.session.userId = user.id;
    return reply.status(201).send(toCurrentUser(user));
  });

  routes.post('/login', { schema: { body: loginSchema, response: { 200: currentUserSchema } } }, async (request) => {
    const { email, password } = request.body;
    const keys = [`account:${email}`, `ip:${request.ip}`];
    if (limiter.isBlocked(keys)) throw new HttpError(429, authTexts.tooManyAttempts);

    const user = await request.em.findOne(User, { email });
    const passwordMatches = await verifyPassword(user?.password ?? (await decoyPasswordHash()), password);
    if (!user || !passwordMatches) {
      limiter.recordFailure(keys);
      throw new HttpError(401, authTexts.invalidCredentials);
    }
    if (user.isBlocked) throw new HttpError(403, authTexts.accountBlocked);

    limiter.reset(`account:${email}`);
    // A fresh session id at sign-in defeats session fixation.
    await request.session.regenerate();
    request.session.userId = user.id;
    return toCurrentUser(user);
  });

  routes.post('/logout', async (request, reply) => {
    await request.session.destroy();
    return reply.status(204).send();
  });

  routes.get('/me', { preValidation: requireUser, schema: { response: { 200: currentUserSchema } } }, async (request) =>
    toCurrentUser(signedInUser(request)),
  );
}
