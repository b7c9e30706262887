import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { reportResources } from '../../shared/community/resources';
import { communityTexts } from '../../shared/community/texts';
import { Report } from './report.entity';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { Comment } from './comment.entity';
import { commentNotFound, postNotFound } from './guards';
import { isUuid } from '../base/ids';
import { notifyNewReport } from '../notifications';
import { Post } from './post.entity';

/** POST /api/reports: a member reports a post or comment to the moderators, once per target. */
export async function reportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(...served(app, reportResources.create), async (request, reply) => {
    const user = signedInUser(request);
    const { targetType, targetId, reason } = request.body;
    const missing = targetType === 'post' ? postNotFound : commentNotFound;
    if (!isUuid(targetId)) throw missing();
    const exists =
      targetType === 'post' ? await request.em.count(Post, { id: targetId }) : await request.em.count(Comment, { id: targetId });
    if (!exists) throw missing();
    try {
      const report = await request.em.transactional(async (em) => {
        const created = em.create(Report, { targetType, targetId, reporter: em.merge(user), reason });
        await em.flush();
        await notifyNewReport(em, { id: created.id, targetType, targetId, reason }, user);
        return created;
      });
      return reply.status(201).send({
        id: report.id,
        targetType,
        targetId: report.targetId,
        reason: report.reason,
        status: report.status,
        createdAt: report.createdAt.toISOString(),
      });
    } catch (error) {
      // The unique (target, reporter) index is the rule, also for two reports sent at the same moment.
      if (error instanceof UniqueConstraintViolationException) throw new HttpError(409, communityTexts.alreadyReported);
      throw error;
    }
  });
}
