import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { garageResources } from '../../shared/garage/resources';
import { served } from '../base/plugins/resources';
import { accountTexts, GARAGE_MAX_PHOTOS, photoIdOf } from '../../shared/users/account-schemas';
import type { JsonObject } from '../../shared/json';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { openRateLimitedWrite } from '../base/limits/member-writes';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import type { FileStore } from '../base/uploads/file-store';
import { removeStoredImage, storeImage } from '../base/uploads/image-store';
import { readImageUpload } from '../base/uploads/multipart';
import type { UserEntity } from '../base/identity/user.entity';
import { GarageCar, type GarageCarEntity } from './garage-car.entity';
import { toGarageCar } from './dto';
import { findCarForUpdate, requireCarPermission } from './guards';
import { checkModelYear } from './model-years';
import { garagePicturesChanged } from '../catalogue';

const tooManyPhotos = () => new HttpError(400, accountTexts.maxPhotos);

/** An admin removing a member's car or photo is moderation, logged with the change; an owner's own removal is not. */
function logIfModeration(em: EntityManager, actor: UserEntity, car: GarageCarEntity, action: string, details: JsonObject = {}) {
  if (car.user.id === actor.id) return;
  recordAdminAction(em, { actor: em.merge(actor), action, targetType: 'garage_car', targetId: car.id, details });
}

/** The photo a path names: its position (0 to 4) or its id (the generated file name). */
function photoUrlOf(car: GarageCarEntity, photo: string): string {
  const url = /^\d$/.test(photo) ? car.photos[Number(photo)] : car.photos.find((candidate) => photoIdOf(candidate) === photo);
  if (!url) throw new HttpError(404, accountTexts.photoNotFound);
  return url;
}

export interface GarageRoutesOptions {
  files: FileStore;
  /** Called in the delete's transaction before a car goes: it leaves its shows (app.ts passes the shows' own). */
  beforeCarDeleted: (em: EntityManager, carId: string) => Promise<void>;
}

/**
 * docs/product/screens.md Profile / docs/product/entities.md garage_cars: the signed-in member's garage. Adding needs a member (401 signed out, 403
 * blocked); editing and uploading photos only the owner; removing a car or photo the owner or an admin.
 * Files are removed only once the rows that named them are committed away. A car's photos stand in for its model's
 * picture when the model has none of its own, so a change to them moves the model (garagePicturesChanged).
 */
export async function garageRoutes(app: FastifyInstance, options: GarageRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, garageResources.create), async (request, reply) => {
    const user = signedInUser(request);
    const car = await request.em.transactional(async (em) => {
      await openRateLimitedWrite(em, user.id, 'garage');
      await checkModelYear(em, request.body.modelSlug, request.body.year);
      const created = em.create(GarageCar, { ...request.body, user: em.merge(user), photos: [] });
      await em.flush();
      return created;
    });
    return reply.status(201).send(toGarageCar(car));
  });

  routes.put(...served(app, garageResources.update, { guard: requireCarPermission('owner') }), async (request) => {
    const car = await request.em.transactional(async (em) => {
      await openRateLimitedWrite(em, signedInUser(request).id, 'garage');
      const existing = await findCarForUpdate(em, request.params.id);
      await checkModelYear(em, request.body.modelSlug, request.body.year);
      const previousModel = existing.modelSlug;
      em.assign(existing, request.body);
      // Its photos move to the other model's garage pictures.
      if (existing.photos.length > 0 && previousModel !== existing.modelSlug) {
        await garagePicturesChanged(em, [previousModel, existing.modelSlug]);
      }
      return existing;
    });
    return toGarageCar(car);
  });

  routes.delete(...served(app, garageResources.delete, { guard: requireCarPermission('ownerOrAdmin') }), async (request, reply) => {
    const actor = signedInUser(request);
    const photos = await request.em.transactional(async (em) => {
      const car = await findCarForUpdate(em, request.params.id);
      logIfModeration(em, actor, car, 'garage.car.delete', { modelSlug: car.modelSlug, year: car.year });
      // Its show entries go with it (cascade); the places they held go to the waitlisted cars first.
      await options.beforeCarDeleted(em, car.id);
      em.remove(car);
      if (car.photos.length > 0) await garagePicturesChanged(em, [car.modelSlug]);
      return car.photos;
    });
    await Promise.all(photos.map((url) => removeStoredImage(options.files, url)));
    return reply.status(204).send();
  });

  /** Multipart field "image", with the uploads' rules; at most GARAGE_MAX_PHOTOS per car. */
  routes.post(...served(app, garageResources.addPhoto, { guard: requireCarPermission('owner') }), async (request, reply) => {
    const carId = request.params.id;
    const upload = await readImageUpload(request);
    // Cheap early refusal before the file is processed; the binding check is under the row lock below.
    const current = await request.em.fork().findOne(GarageCar, { id: carId }, { fields: ['photos'] });
    if (current && current.photos.length >= GARAGE_MAX_PHOTOS) throw tooManyPhotos();

    const stored = await storeImage(options.files, upload.bytes);
    let car: GarageCarEntity;
    try {
      car = await request.em.transactional(async (em) => {
        await openRateLimitedWrite(em, signedInUser(request).id, 'photo');
        const locked = await findCarForUpdate(em, carId);
        if (locked.photos.length >= GARAGE_MAX_PHOTOS) throw tooManyPhotos();
        locked.photos = [...locked.photos, stored.url];
        locked.lastPhotoAddedAt = new Date();
        await garagePicturesChanged(em, [locked.modelSlug]);
        return locked;
      });
    } catch (error) {
      await removeStoredImage(options.files, stored.url);
      throw error;
    }
    return reply.status(201).send(toGarageCar(car));
  });

  routes.delete(...served(app, garageResources.deletePhoto, { guard: requireCarPermission('ownerOrAdmin') }), async (request) => {
    const actor = signedInUser(request);
    const { car, url } = await request.em.transactional(async (em) => {
      const locked = await findCarForUpdate(em, request.params.id);
      const photoUrl = photoUrlOf(locked, request.params.photo);
      locked.photos = locked.photos.filter((candidate) => candidate !== photoUrl);
      logIfModeration(em, actor, locked, 'garage.photo.delete', { photo: photoUrl });
      await garagePicturesChanged(em, [locked.modelSlug]);
      return { car: locked, url: photoUrl };
    });
    await removeStoredImage(options.files, url);
    return toGarageCar(car);
  });
}
