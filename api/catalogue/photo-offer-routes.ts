import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { photoOfferResources } from '../../shared/catalogue/photo-offer-resources';
import { photoOfferTexts, type PhotoOffer, type ReviewedPhotoOffer } from '../../shared/catalogue/photo-offers';
import { accountTexts } from '../../shared/users/account-schemas';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { requireRowOwner } from '../base/identity/row-owner';
import { HttpError } from '../base/plugins/errors';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { garagePicturesChanged } from './model-picture';

interface OfferRow {
  id: string;
  car_id: string;
  user_id: string;
  photo_url: string;
  model_slug: string;
  state: PhotoOffer['state'];
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}
interface ReviewedRow extends OfferRow {
  username: string;
  name: string;
  year: number;
  model_name: string | null;
}

const toOffer = (row: OfferRow): PhotoOffer => ({
  id: row.id,
  carId: row.car_id,
  photoUrl: row.photo_url,
  modelSlug: row.model_slug,
  state: row.state,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
});
const toReviewed = (row: ReviewedRow): ReviewedPhotoOffer => ({
  ...toOffer(row),
  member: { id: row.user_id, username: row.username, name: row.name },
  carYear: row.year,
  modelName: row.model_name ?? row.model_slug,
});

const REVIEWED_SELECT = `select o.*, u.username, u.name, c.year, m.name as model_name
   from photo_offers o join users u on u.id = o.user_id join garage_cars c on c.id = o.car_id
   left join models m on m.slug = o.model_slug`;

const offerNotFound = () => new HttpError(404, photoOfferTexts.offerNotFound);

/** Only the car's owner offers its photos. */
const requireCarOwner = requireRowOwner('garage_cars', () => new HttpError(404, accountTexts.carNotFound));
/** Only the member who offered a photo withdraws it. */
const requireOfferOwner = requireRowOwner('photo_offers', offerNotFound);

/** The offer, locked for the transaction (two admins deciding at once decide one after the other). */
async function lockedOffer(em: EntityManager, id: string): Promise<OfferRow> {
  const [row] = await em.execute<OfferRow[]>('select * from photo_offers where id = ? for update', [id]);
  if (!row) throw offerNotFound();
  return row;
}

/**
 * A member's side: offer one of their car's photos for its model's page, see their offers, withdraw one
 * (waiting or approved). The model's picture changes only when an admin approves (photo-offer-admin below).
 */
export async function photoOfferRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, photoOfferResources.offer, { guard: requireCarOwner }), async (request, reply) => {
    const member = signedInUser(request);
    const offer = await request.em.transactional(async (em) => {
      const [car] = await em.execute<Array<{ photos: string[]; model_slug: string }>>(
        'select photos, model_slug from garage_cars where id = ? for update',
        [request.params.id],
      );
      if (!car?.photos.includes(request.body.photoUrl)) throw new HttpError(400, photoOfferTexts.notYourPhoto);
      const [row] = await em.execute<OfferRow[]>(
        `insert into photo_offers (car_id, user_id, model_slug, photo_url) values (?, ?, ?, ?)
         on conflict (photo_url) where state in ('waiting', 'approved') do nothing returning *`,
        [request.params.id, member.id, car.model_slug, request.body.photoUrl],
      );
      if (!row) throw new HttpError(409, photoOfferTexts.alreadyOffered);
      return row;
    });
    return reply.code(201).send(toOffer(offer));
  });

  routes.get(...served(app, photoOfferResources.mine), async (request) => {
    const rows = await request.em.execute<OfferRow[]>(
      `select distinct on (photo_url) * from photo_offers where user_id = ? order by photo_url, created_at desc`,
      [signedInUser(request).id],
    );
    return { items: rows.map(toOffer) };
  });

  routes.post(...served(app, photoOfferResources.withdraw, { guard: requireOfferOwner }), async (request) => {
    const offer = await request.em.transactional(async (em) => {
      const row = await lockedOffer(em, request.params.id);
      if (row.state !== 'waiting' && row.state !== 'approved') throw new HttpError(409, photoOfferTexts.notWaitingOrApproved);
      const [updated] = await em.execute<OfferRow[]>(`update photo_offers set state = 'withdrawn' where id = ? returning *`, [row.id]);
      if (row.state === 'approved') await garagePicturesChanged(em, [row.model_slug]);
      return updated ?? row;
    });
    return toOffer(offer);
  });
}

/** The admin's Pictures tab: the offers waiting (or in another state), approved or declined with a reason. */
export async function photoOfferAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, photoOfferResources.queue), async (request) => {
    const rows = await request.em.execute<ReviewedRow[]>(`${REVIEWED_SELECT} where o.state = ? order by o.created_at limit 200`, [
      request.query.state,
    ]);
    return { items: rows.map(toReviewed) };
  });

  /** Approves or declines a waiting offer (409 once reviewed), in the activity log; an approval moves the model. */
  const decide = (request: FastifyRequest, id: string, state: 'approved' | 'declined', reason: string | null) => {
    const admin = signedInUser(request);
    return request.em.transactional(async (em) => {
      const row = await lockedOffer(em, id);
      if (row.state !== 'waiting') throw new HttpError(409, photoOfferTexts.alreadyDecided);
      await em.execute(`update photo_offers set state = ?, reason = ?, decided_by_id = ?, decided_at = now() where id = ?`, [
        state,
        reason,
        admin.id,
        row.id,
      ]);
      if (state === 'approved') await garagePicturesChanged(em, [row.model_slug]);
      recordAdminAction(em, {
        actor: admin,
        action: state === 'approved' ? 'picture.approve' : 'picture.decline',
        targetType: 'photo_offer',
        targetId: row.id,
        details: { photoUrl: row.photo_url, modelSlug: row.model_slug, ...(reason ? { reason } : {}) },
      });
      const [reviewed] = await em.execute<ReviewedRow[]>(`${REVIEWED_SELECT} where o.id = ?`, [row.id]);
      if (!reviewed) throw offerNotFound();
      return toReviewed(reviewed);
    });
  };
  routes.post(...served(app, photoOfferResources.approve), async (request) => decide(request, request.params.id, 'approved', null));
  routes.post(...served(app, photoOfferResources.decline), async (request) =>
    decide(request, request.params.id, 'declined', request.body.reason),
  );
}
