import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountEmailResources } from '../../shared/auth/account-email-resources';
import { emailAddressResources } from '../../shared/auth/email-address-resources';
import {
  EMAIL_CONFIRM_LINK_TTL_MS,
  EMAIL_CONFIRM_MAX_PER_ACCOUNT,
  PASSWORD_RESET_LINK_TTL_MS,
  PASSWORD_RESET_MAX_PER_ACCOUNT,
  PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS,
  PASSWORD_RESET_MAX_PER_ADDRESS,
  PASSWORD_RESET_WINDOW_MS,
} from '../../shared/auth/limits';
import { CONFIRM_EMAIL_PATH, RESET_PASSWORD_PATH } from '../../shared/layout/nav';
import { authTexts } from '../../shared/auth/texts';
import { accountEmailTexts } from '../../shared/auth/email-texts';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { served } from '../base/plugins/resources';
import { signedInUser } from '../base/identity/guards';
import { User, type UserEntity } from '../base/identity/user.entity';
import { hashPassword, verifyPassword } from '../base/identity/passwords';
import { countEmailRequest, SignInAttempt } from '../base/limits/sign-in-limits';
import { toCurrentUser } from '../users';
import { endAccountLinks, issueLinkToken, useLinkToken } from './account-links';
import { accountEmails } from './emails';
import { startSession } from './plugin';

/** The link of an emailed token: the PWA's page at `path`, the token in its query. */
const linkTo = (app: FastifyInstance, path: string, token: string) => app.mail.link(`${path}?token=${token}`);

/**
 * Sends `user` a link confirming `email` (their own, or the one they are changing to), counted against the account's
 * limit of confirmation emails (429 past it).
 */
export async function sendEmailConfirmation(app: FastifyInstance, request: FastifyRequest, user: UserEntity, email: string) {
  await countEmailRequest(
    request.em,
    'email-confirm',
    // Counted per account (its id), whichever address the link goes to.
    { email: user.id, address: request.ip },
    { perAccount: EMAIL_CONFIRM_MAX_PER_ACCOUNT, windowMs: PASSWORD_RESET_WINDOW_MS, message: authTexts.tooManyConfirmEmails },
  );
  const token = await issueLinkToken(request.em, user, 'email-confirm', email, EMAIL_CONFIRM_LINK_TTL_MS);
  await app.mail.send(accountEmails.confirmEmail(email, user.name, linkTo(app, CONFIRM_EMAIL_PATH, token)));
}

/** Ends every session of `userId` but `keepSid` (none kept when undefined); every server forgets them at once. */
async function endSessions(em: EntityManager, userId: string, keepSid?: string) {
  await em.execute('delete from sessions where user_id = ? and sid is distinct from ?', [userId, keepSid ?? null]);
}

/** 403 unless `password` is the member's: counted as a sign-in failure would be, so it is no way to guess it. */
async function checkCurrentPassword(request: FastifyRequest, user: UserEntity, password: string) {
  const attempt = await SignInAttempt.begin(request.em, user.email, request.ip);
  if (!(await verifyPassword(user.password, password))) throw new HttpError(403, accountEmailTexts.wrongCurrentPassword);
  await attempt.succeeded();
}

/** Forgotten passwords, confirmed addresses, and changing either (shared/auth/account-email-resources.ts). */
export async function accountEmailRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, emailAddressResources.details), async (request) => {
    const user = signedInUser(request);
    return { email: user.email, emailConfirmed: user.emailConfirmedAt != null };
  });

  routes.post(...served(app, accountEmailResources.requestPasswordReset), async (request) => {
    const { email } = request.body;
    await countEmailRequest(
      request.em,
      'password-reset',
      { email, address: request.ip },
      {
        perAccountAndAddress: PASSWORD_RESET_MAX_PER_ACCOUNT_AND_ADDRESS,
        perAddress: PASSWORD_RESET_MAX_PER_ADDRESS,
        perAccount: PASSWORD_RESET_MAX_PER_ACCOUNT,
        spareKnownAddresses: true,
        windowMs: PASSWORD_RESET_WINDOW_MS,
        message: accountEmailTexts.tooManyResetRequests,
      },
    );
    const user = await request.em.findOne(User, { email });
    if (user && !user.isBlocked) {
      const token = await issueLinkToken(request.em, user, 'password-reset', user.email, PASSWORD_RESET_LINK_TTL_MS);
      await app.mail.send(accountEmails.passwordReset(user.email, user.name, linkTo(app, RESET_PASSWORD_PATH, token)));
    }
    return { message: accountEmailTexts.resetLinkSent };
  });

  routes.post(...served(app, accountEmailResources.resetPassword), async (request) => {
    const { token, password } = request.body;
    const passwordHash = await hashPassword(password);
    const user = await request.em.transactional(async (tx) => {
      const { user: owner, email } = await useLinkToken(tx, token, 'password-reset', accountEmailTexts.resetLinkInvalid);
      if (owner.isBlocked) throw new HttpError(403, authTexts.accountBlocked);
      owner.password = passwordHash;
      // The link reached the account's address: that address works.
      if (email === owner.email) owner.emailConfirmedAt ??= new Date();
      await tx.flush();
      await endAccountLinks(tx, owner.id);
      await endSessions(tx, owner.id);
      return owner;
    });
    await startSession(request, user.id);
    return toCurrentUser(user);
  });

  routes.post(...served(app, accountEmailResources.confirmEmail), async (request) => {
    const { token } = request.body;
    const email = await request.em.transactional(async (tx) => {
      const { user, email: confirmed } = await useLinkToken(tx, token, 'email-confirm', accountEmailTexts.confirmLinkInvalid);
      const changed = confirmed !== user.email;
      if (changed) {
        // A change of address: the new one must still be free.
        if (await tx.count(User, { email: confirmed, id: { $ne: user.id } })) throw new HttpError(409, authTexts.emailTaken);
        user.email = confirmed;
      }
      user.emailConfirmedAt = new Date();
      await tx.flush();
      // A new address: links mailed to the old one (or to an address asked for before) open nothing any more.
      if (changed) await endAccountLinks(tx, user.id);
      return confirmed;
    });
    return { message: accountEmailTexts.emailConfirmedDescription(email) };
  });

  routes.post(...served(app, emailAddressResources.resendConfirmation), async (request) => {
    const user = signedInUser(request);
    if (user.emailConfirmedAt) throw new HttpError(409, authTexts.alreadyConfirmed);
    await sendEmailConfirmation(app, request, user, user.email);
    return { message: authTexts.confirmEmailSent(user.email) };
  });

  routes.post(...served(app, accountEmailResources.changeEmail), async (request) => {
    const user = signedInUser(request);
    const { email, password } = request.body;
    if (email === user.email) throw new HttpError(400, accountEmailTexts.sameEmail);
    await checkCurrentPassword(request, user, password);
    if (await request.em.count(User, { email })) throw new HttpError(409, authTexts.emailTaken);
    await sendEmailConfirmation(app, request, user, email);
    await app.mail.send(accountEmails.emailChanging(user.email, user.name, email));
    return { message: accountEmailTexts.emailChangeSent(email) };
  });

  routes.post(...served(app, accountEmailResources.changePassword), async (request, reply) => {
    const user = signedInUser(request);
    const { currentPassword, password } = request.body;
    await checkCurrentPassword(request, user, currentPassword);
    const passwordHash = await hashPassword(password);
    await request.em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { password: passwordHash });
      await endAccountLinks(tx, user.id);
      await endSessions(tx, user.id, request.session.sessionId);
    });
    await app.mail.send(accountEmails.passwordChanged(user.email, user.name));
    return reply.status(204).send();
  });
}
