import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { type z } from 'zod';
import { diyAdminTexts, type diyVideoInputSchema } from '../../shared/diy/admin';
import { youtubeThumbnailUrl } from '../../shared/diy/schemas';
import { diyAdminResources } from '../../shared/diy/admin-resources';
import { served } from '../base/plugins/resources';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { Model } from '../catalogue';
import { isUuid } from '../base/ids';
import { HttpError } from '../base/plugins/errors';
import { conflictOnUnique } from '../base/db/unique-conflict';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { DiyVideo } from './diy-video.entity';
import { toDiyVideo } from './dto';

type DiyVideoInput = z.output<typeof diyVideoInputSchema>;

const videoTaken = (youtubeId: string) => new HttpError(409, diyAdminTexts.videoTaken(youtubeId));

async function findVideoOr404(em: EntityManager, id: string) {
  const video = isUuid(id) ? await em.findOne(DiyVideo, { id }) : null;
  if (!video) throw new HttpError(404, diyAdminTexts.notFound);
  return video;
}

/** 400 unless every tagged model is in the catalogue (the model filter and tags link to them). */
async function assertModelsExist(em: EntityManager, slugs: string[]) {
  if (!slugs.length) return;
  const known = new Set((await em.find(Model, { slug: { $in: slugs } }, { fields: ['slug'] })).map((model) => model.slug));
  const unknown = slugs.filter((slug) => !known.has(slug));
  if (unknown.length) throw new HttpError(400, diyAdminTexts.unknownModels(unknown));
}

/** The row's fields from the payload: the pasted address becomes the id and its thumbnail. */
const videoFields = ({ video, ...rest }: DiyVideoInput) => ({ ...rest, youtubeId: video, thumbnailUrl: youtubeThumbnailUrl(video) });

/** Runs a write and turns the youtube_id unique index firing (a concurrent add) into a 409. */
const guardVideoId = <T>(youtubeId: string, write: () => Promise<T>) => conflictOnUnique(write, () => diyAdminTexts.videoTaken(youtubeId));

/**
 * Admin: the DIY videos of /diy. Admins only, every write logged. The public list and the offline snapshot see a
 * change at once: the diy_videos trigger empties the catalogue read cache of every server process (this one's
 * before the write's answer goes out: api/base/read-cache/plugin.ts).
 */
export async function diyAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(...served(app, diyAdminResources.list), async (request) => {
    const rows = await request.em.find(DiyVideo, {}, { orderBy: { createdAt: 'desc', title: 'asc' } });
    return rows.map(toDiyVideo);
  });

  routes.post(...served(app, diyAdminResources.create), async (request, reply) => {
    const actor = signedInUser(request);
    const fields = videoFields(request.body);
    const video = await guardVideoId(fields.youtubeId, () =>
      request.em.transactional(async (em) => {
        await assertModelsExist(em, fields.modelSlugs);
        if (await em.count(DiyVideo, { youtubeId: fields.youtubeId })) throw videoTaken(fields.youtubeId);
        const created = em.create(DiyVideo, fields);
        await em.flush();
        recordAdminAction(em, {
          actor,
          action: 'diy-video.create',
          targetType: 'diy-video',
          targetId: created.id,
          details: { youtubeId: created.youtubeId, title: created.title },
        });
        return created;
      }),
    );
    return reply.status(201).send(toDiyVideo(video));
  });

  routes.put(...served(app, diyAdminResources.update), async (request) => {
    const actor = signedInUser(request);
    const fields = videoFields(request.body);
    const video = await guardVideoId(fields.youtubeId, () =>
      request.em.transactional(async (em) => {
        const existing = await findVideoOr404(em, request.params.id);
        await assertModelsExist(em, fields.modelSlugs);
        const previousYoutubeId = existing.youtubeId;
        if (previousYoutubeId !== fields.youtubeId && (await em.count(DiyVideo, { youtubeId: fields.youtubeId }))) {
          throw videoTaken(fields.youtubeId);
        }
        em.assign(existing, fields);
        recordAdminAction(em, {
          actor,
          action: 'diy-video.update',
          targetType: 'diy-video',
          targetId: existing.id,
          details: { youtubeId: existing.youtubeId, previousYoutubeId, title: existing.title },
        });
        return existing;
      }),
    );
    return toDiyVideo(video);
  });

  routes.delete(...served(app, diyAdminResources.delete), async (request, reply) => {
    const actor = signedInUser(request);
    await request.em.transactional(async (em) => {
      const video = await findVideoOr404(em, request.params.id);
      recordAdminAction(em, {
        actor,
        action: 'diy-video.delete',
        targetType: 'diy-video',
        targetId: video.id,
        details: { youtubeId: video.youtubeId, title: video.title },
      });
      em.remove(video);
    });
    return reply.status(204).send();
  });
}
