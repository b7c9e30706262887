import type { FastifyInstance } from 'fastify';
import { catalogueAdminResources as resources } from '../../shared/catalogue/admin-resources';
import { served } from '../base/plugins/resources';
import { imageCaptionSchema } from '../../shared/catalogue/admin-schemas';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { removeStoredImageWithCopies, storeImageWithCopies } from '../base/uploads/image-store';
import { readImageUpload } from '../base/uploads/multipart';
import { toModelImage } from './dto';
import { findModelOr404 } from './lookups';
import { ModelImage } from './model-image.entity';
import { modelPictureChanged } from './model-picture';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStore } from '../base/uploads/file-store';

async function findImageOr404(em: EntityManager, modelId: string, imageId: string) {
  const image = await em.findOne(ModelImage, { id: imageId, model: modelId });
  if (!image) throw new HttpError(404, 'That image does not exist for this model');
  return image;
}

/** docs/product/api.md model gallery calls: upload, caption, feature, delete, plus display order. Admins only. */
export async function modelImageAdminRoutes(app: FastifyInstance, options: { files: FileStore }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, resources.uploadImage), async (request, reply) => {
    const actor = signedInUser(request);
    await findModelOr404(request.em, request.params.id);
    const upload = await readImageUpload(request);
    const caption = imageCaptionSchema.shape.caption.parse(upload.fields.caption?.trim() || null);
    // With a card-size and a medium copy: the model's cards and a phone's page header show them when it is featured.
    const stored = await storeImageWithCopies(options.files, upload.bytes);
    try {
      const image = await request.em.transactional(async (em) => {
        const model = await findModelOr404(em, request.params.id);
        const last = await em.findOne(ModelImage, { model }, { orderBy: { displayOrder: 'desc' } });
        const isFirst = !last;
        const created = em.create(ModelImage, {
          model,
          imageUrl: stored.url,
          cardImageUrl: stored.card.url,
          mediumImageUrl: stored.medium.url,
          caption,
          displayOrder: last ? last.displayOrder + 1 : 0,
          // A model's first image is its featured one until an admin picks another.
          isFeatured: isFirst,
        });
        await em.flush();
        if (isFirst) await modelPictureChanged(em, model.id);
        recordAdminAction(em, {
          actor,
          action: 'model.image.upload',
          targetType: 'model_image',
          targetId: created.id,
          details: { modelId: model.id, imageUrl: stored.url },
        });
        return created;
      });
      return reply.status(201).send(toModelImage(image));
    } catch (error) {
      await removeStoredImageWithCopies(options.files, { url: stored.url, cardUrl: stored.card.url, mediumUrl: stored.medium.url });
      throw error;
    }
  });

  routes.put(...served(app, resources.reorderImages), async (request) => {
    const actor = signedInUser(request);
    const images = await request.em.transactional(async (em) => {
      const model = await findModelOr404(em, request.params.id);
      const current = await em.find(ModelImage, { model });
      const wanted = request.body.imageIds;
      const sameSet =
        wanted.length === current.length && new Set(wanted).size === wanted.length && current.every((image) => wanted.includes(image.id));
      if (!sameSet) throw new HttpError(400, "The new order must list each of this model's images exactly once");
      for (const image of current) image.displayOrder = wanted.indexOf(image.id);
      recordAdminAction(em, {
        actor,
        action: 'model.image.reorder',
        targetType: 'model',
        targetId: model.id,
        details: { imageIds: wanted },
      });
      return current.sort((a, b) => a.displayOrder - b.displayOrder);
    });
    return images.map(toModelImage);
  });

  routes.put(...served(app, resources.updateCaption), async (request) => {
    const actor = signedInUser(request);
    const image = await request.em.transactional(async (em) => {
      const found = await findImageOr404(em, request.params.id, request.params.imageId);
      found.caption = request.body.caption || null;
      recordAdminAction(em, {
        actor,
        action: 'model.image.caption',
        targetType: 'model_image',
        targetId: found.id,
        details: { caption: found.caption },
      });
      return found;
    });
    return toModelImage(image);
  });

  routes.put(...served(app, resources.featureImage), async (request) => {
    const actor = signedInUser(request);
    const image = await request.em.transactional(async (em) => {
      const found = await findImageOr404(em, request.params.id, request.params.imageId);
      // Clear the old one first, in this transaction: a partial unique index allows one featured image per model.
      await em.nativeUpdate(ModelImage, { model: request.params.id, isFeatured: true, id: { $ne: found.id } }, { isFeatured: false });
      found.isFeatured = true;
      await modelPictureChanged(em, request.params.id);
      recordAdminAction(em, {
        actor,
        action: 'model.image.feature',
        targetType: 'model_image',
        targetId: found.id,
        details: { modelId: request.params.id },
      });
      return found;
    });
    return toModelImage(image);
  });

  routes.delete(...served(app, resources.deleteImage), async (request, reply) => {
    const actor = signedInUser(request);
    const stored = await request.em.transactional(async (em) => {
      const found = await findImageOr404(em, request.params.id, request.params.imageId);
      recordAdminAction(em, {
        actor,
        action: 'model.image.delete',
        targetType: 'model_image',
        targetId: found.id,
        details: { modelId: request.params.id, imageUrl: found.imageUrl },
      });
      em.remove(found);
      if (found.isFeatured) await modelPictureChanged(em, request.params.id);
      return { url: found.imageUrl, cardUrl: found.cardImageUrl ?? null, mediumUrl: found.mediumImageUrl ?? null };
    });
    await removeStoredImageWithCopies(options.files, stored);
    return reply.status(204).send();
  });
}
