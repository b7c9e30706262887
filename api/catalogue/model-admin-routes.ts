import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { catalogueAdminResources as resources } from '../../shared/catalogue/admin-resources';
import { served } from '../base/plugins/resources';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { removeStoredImageWithCopies } from '../base/uploads/image-store';
import { ensureModelCommunities } from '../community';
import type { ModelValuations } from './model-detail';
import { toModelSummary } from './dto';
import { findModelOr404 } from './lookups';
import { ModelImage } from './model-image.entity';
import { loadModelPictureSources } from './model-picture';
import { Model, type ModelEntity } from './model.entity';
import type { FileStore } from '../base/uploads/file-store';
import type { EntityManager } from '@mikro-orm/postgresql';

const slugTaken = (slug: string) => new HttpError(409, `A model with the slug "${slug}" already exists`);

/** The model as the admin screens get it back, with its picture as the public reads show it. */
async function summaryOf(em: EntityManager, model: ModelEntity) {
  return toModelSummary(model, await loadModelPictureSources(em, [model]));
}

/** Runs a write and turns the slug's unique index firing into a 409. */
async function guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw slugTaken(slug);
    throw error;
  }
}

/** docs/product/api.md admin model calls: create, update, delete, featured toggle. Admins only, each one logged. */
export async function modelAdminRoutes(app: FastifyInstance, options: { files: FileStore; valuations: ModelValuations }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Checked before validation, so callers without the right learn nothing about the payload rules.

  routes.post(...served(app, resources.createModel), async (request, reply) => {
    const actor = signedInUser(request);
    const model = await guardSlug(request.body.slug, () =>
      request.em.transactional(async (em) => {
        if (await em.count(Model, { slug: request.body.slug })) throw slugTaken(request.body.slug);
        const created = em.create(Model, request.body);
        await em.flush();
        // Every model has its forum community at /community/{slug}.
        await ensureModelCommunities(em, created.slug);
        recordAdminAction(em, {
          actor,
          action: 'model.create',
          targetType: 'model',
          targetId: created.id,
          details: { slug: created.slug },
        });
        return created;
      }),
    );
    // A new model has no gallery yet, but members' garages may already hold cars of its slug.
    return reply.status(201).send(await summaryOf(request.em, model));
  });

  routes.put(...served(app, resources.updateModel), async (request) => {
    const actor = signedInUser(request);
    const model = await guardSlug(request.body.slug, () =>
      request.em.transactional(async (em) => {
        const existing = await findModelOr404(em, request.params.id);
        const previousSlug = existing.slug;
        if (previousSlug !== request.body.slug && (await em.count(Model, { slug: request.body.slug }))) {
          throw slugTaken(request.body.slug);
        }
        em.assign(existing, request.body);
        if (previousSlug !== existing.slug) {
          await options.valuations.moveToSlug(em, previousSlug, existing.slug);
          // The new slug gets its community too; the old one stays with its posts.
          await em.flush();
          await ensureModelCommunities(em, existing.slug);
        }
        recordAdminAction(em, {
          actor,
          action: 'model.update',
          targetType: 'model',
          targetId: existing.id,
          details: { slug: existing.slug, previousSlug },
        });
        return existing;
      }),
    );
    return summaryOf(request.em, model);
  });

  routes.delete(...served(app, resources.deleteModel), async (request, reply) => {
    const actor = signedInUser(request);
    const storedImages = await request.em.transactional(async (em) => {
      const model = await findModelOr404(em, request.params.id);
      const images = await em.find(ModelImage, { model }, { fields: ['imageUrl', 'cardImageUrl', 'mediumImageUrl'] });
      recordAdminAction(em, {
        actor,
        action: 'model.delete',
        targetType: 'model',
        targetId: model.id,
        details: { slug: model.slug, name: model.name },
      });
      em.remove(model);
      return images.map((image) => ({ url: image.imageUrl, cardUrl: image.cardImageUrl ?? null, mediumUrl: image.mediumImageUrl ?? null }));
    });
    // Files go only once the rows are gone for good (years, trims and images cascade in the database).
    await Promise.all(storedImages.map((image) => removeStoredImageWithCopies(options.files, image)));
    return reply.status(204).send();
  });

  routes.patch(...served(app, resources.setFeatured), async (request) => {
    const actor = signedInUser(request);
    const model = await request.em.transactional(async (em) => {
      const existing = await findModelOr404(em, request.params.id);
      existing.featured = request.body.featured;
      recordAdminAction(em, {
        actor,
        action: 'model.featured',
        targetType: 'model',
        targetId: existing.id,
        details: { featured: existing.featured },
      });
      return existing;
    });
    return summaryOf(request.em, model);
  });
}
