import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { served } from '../base/plugins/resources';
import { eventResources } from '../../shared/events/resources';
import { isAdmin } from '../../shared/auth/roles';
import { EVENT_MAX_IMAGES, eventIdParams, idempotencyKeySchema, type EventData } from '../../shared/events/schemas';
import { eventTexts } from '../../shared/events/texts';
import { requireUser, signedInUser } from '../base/identity/guards';
import { openRateLimitedWrite } from '../base/limits/member-writes';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { removeStoredImage, storeImage } from '../base/uploads/image-store';
import { readImageUpload } from '../base/uploads/multipart';
import { toEventDetail, toEventImage } from './dto';
import { eventIsShow, findEventOr404, notFound } from './lookups';
import { EventImage, type EventImageEntity } from './event-image.entity';
import { MeetupEvent, type MeetupEventEntity } from './event.entity';
import { createFingerprint } from './fingerprint';
import type { FileStore } from '../base/uploads/file-store';
import { notifyEntrants } from '../notifications';

const maxImages = () => new HttpError(400, eventTexts.maxImages);

/**
 * Route guard for changes to one event: 401 signed out, 404 unknown event, 403 for anyone but its
 * organizer or an admin. It runs before validation, so callers without the right learn nothing about
 * the payload rules; a malformed id is left to the params schema (400).
 */
async function requireOrganizerOrAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  const user = signedInUser(request);
  const params = eventIdParams.safeParse(request.params);
  if (!params.success) return;
  // A fork, so this partial load never sits in the request's identity map in place of the full row.
  const event = await request.em.fork().findOne(MeetupEvent, { id: params.data.id }, { fields: ['organizer'] });
  if (!event) throw notFound();
  if (event.organizer.id !== user.id && !isAdmin(user)) throw new HttpError(403, eventTexts.organizerOrAdminRequired);
}

const toColumns = (input: EventData) => ({ ...input, eventDate: new Date(input.eventDate) });

const readIdempotencyKey = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new HttpError(400, 'Idempotency-Key must be a uuid');
  return parsed.data;
};

/** The image an earlier upload stored under this key, if any; a key used for another event is a 409. */
async function findReplayedImage(em: EntityManager, eventId: string, key: string | null): Promise<EventImageEntity | null> {
  if (!key) return null;
  const image = await em.findOne(EventImage, { idempotencyKey: key });
  if (image && image.event.id !== eventId) throw new HttpError(409, eventTexts.uploadKeyConflict);
  return image;
}

export interface EventRoutesOptions {
  files: FileStore;
  /**
   * Called in every edit's transaction, once the change is written: a show whose car cap was raised or lifted moves
   * its waitlist up (app.ts passes the shows' own; it does nothing for an event that is not a show).
   */
  afterEventEdited: (em: EntityManager, eventId: string) => Promise<void>;
}

/** docs/product/screens.md, roles.md, api.md events: create when signed in; changes by the organizer or an admin (reads: read-routes.ts). */
export async function eventRoutes(app: FastifyInstance, options: EventRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, eventResources.create), async (request, reply) => {
    const user = signedInUser(request);
    const { id, ...input } = request.body;
    const fingerprint = id ? createFingerprint(user.id, input) : null;

    /** A create with a client id that is already stored: the same request again (200) or a clash (409). */
    const replay = async (em: EntityManager, eventId: string) => {
      const existing = await em.findOne(MeetupEvent, { id: eventId }, { populate: ['organizer'] });
      if (!existing) return null;
      if (!fingerprint || existing.createFingerprint !== fingerprint) throw new HttpError(409, eventTexts.createConflict);
      return existing;
    };

    if (id) {
      const stored = await replay(request.em, id);
      if (stored) return reply.status(200).send(toEventDetail(stored, await eventIsShow(request.em, stored.id)));
    }
    try {
      const created = await request.em.transactional(async (em) => {
        // A replay above is not a new write and does not count.
        await openRateLimitedWrite(em, user.id, 'event');
        const event = em.create(MeetupEvent, {
          ...toColumns(input),
          ...(id ? { id } : {}),
          organizer: em.merge(user),
          createFingerprint: fingerprint,
        });
        await em.flush();
        return event;
      });
      // Answered from the entity just stored (its organizer is the signed-in user, and it is not a show yet): no second read.
      return reply.status(201).send(toEventDetail(created, false));
    } catch (error) {
      // Two copies of the same create raced: the loser answers like a replay.
      if (id && error instanceof UniqueConstraintViolationException) {
        const stored = await replay(request.em.fork(), id);
        if (stored) return reply.status(200).send(toEventDetail(stored, await eventIsShow(request.em, stored.id)));
      }
      throw error;
    }
  });

  routes.put(...served(app, eventResources.update, { guard: requireOrganizerOrAdmin }), async (request) => {
    const event = await request.em.transactional(async (em) => {
      const existing = await findEventOr404(em, request.params.id);
      em.assign(existing, toColumns(request.body));
      // A show's waitlisted cars move up when the organizer raises (or lifts) the cap.
      await em.flush();
      await options.afterEventEdited(em, existing.id);
      await notifyEntrants(em, 'show_changed', existing, request.user);
      return existing;
    });
    return toEventDetail(event, await eventIsShow(request.em, event.id));
  });

  routes.delete(...served(app, eventResources.delete, { guard: requireOrganizerOrAdmin }), async (request, reply) => {
    const imageUrls = await request.em.transactional(async (em) => {
      const event = await findEventOr404(em, request.params.id);
      const images = await em.find(EventImage, { event }, { fields: ['imageUrl'] });
      // Told before the entries go with the event.
      await notifyEntrants(em, 'show_cancelled', event, request.user);
      // The images' rows cascade in the database.
      em.remove(event);
      return images.map((image) => image.imageUrl);
    });
    // Files go only once the rows are gone for good.
    await Promise.all(imageUrls.map((url) => removeStoredImage(options.files, url)));
    return reply.status(204).send();
  });

  routes.post(...served(app, eventResources.uploadImage, { guard: requireOrganizerOrAdmin }), async (request, reply) => {
    const eventId = request.params.id;
    const key = readIdempotencyKey(request);
    const upload = await readImageUpload(request);
    const earlier = await findReplayedImage(request.em, eventId, key);
    if (earlier) return reply.status(200).send(toEventImage(earlier));
    // Cheap early refusal before the file is processed; the binding check is in the transaction.
    if ((await request.em.count(EventImage, { event: eventId })) >= EVENT_MAX_IMAGES) throw maxImages();

    const caption = upload.fields.caption?.trim().slice(0, 500) || null;
    const stored = await storeImage(options.files, upload.bytes);
    let result: { image: EventImageEntity; replayed: boolean };
    try {
      result = await request.em.transactional(async (em) => {
        // The row lock serialises concurrent uploads to one event, so the count below cannot go stale.
        const event: MeetupEventEntity = await findEventOr404(em, eventId, { lock: true });
        const replayed = await findReplayedImage(em, eventId, key);
        if (replayed) return { image: replayed, replayed: true };
        await openRateLimitedWrite(em, signedInUser(request).id, 'eventImage');
        const images = await em.find(EventImage, { event }, { fields: ['displayOrder'] });
        if (images.length >= EVENT_MAX_IMAGES) throw maxImages();
        const image = em.create(EventImage, {
          event,
          imageUrl: stored.url,
          caption,
          displayOrder: images.reduce((max, image) => Math.max(max, image.displayOrder + 1), 0),
          idempotencyKey: key,
        });
        await em.flush();
        return { image, replayed: false };
      });
    } catch (error) {
      await removeStoredImage(options.files, stored.url);
      // The same key raced past the checks twice: answer with the one that was stored.
      if (key && error instanceof UniqueConstraintViolationException) {
        const winner = await findReplayedImage(request.em.fork(), eventId, key);
        if (winner) return reply.status(200).send(toEventImage(winner));
      }
      throw error;
    }
    if (result.replayed) await removeStoredImage(options.files, stored.url);
    return reply.status(result.replayed ? 200 : 201).send(toEventImage(result.image));
  });

  routes.delete(...served(app, eventResources.deleteImage, { guard: requireOrganizerOrAdmin }), async (request, reply) => {
    const imageUrl = await request.em.transactional(async (em) => {
      const image = await em.findOne(EventImage, { id: request.params.imageId, event: request.params.id });
      if (!image) throw new HttpError(404, eventTexts.imageNotFound);
      em.remove(image);
      return image.imageUrl;
    });
    await removeStoredImage(options.files, imageUrl);
    return reply.status(204).send();
  });
}
