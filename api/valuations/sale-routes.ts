import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saleResources } from '../../shared/valuations/sale-resources';
import { saleTexts, type OwnSale, type PublicSale, type ReviewedSale, type SaleState } from '../../shared/valuations/sales';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { requireRowOwner } from '../base/identity/row-owner';
import { HttpError } from '../base/plugins/errors';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';

interface SaleRow {
  id: string;
  user_id: string;
  model_slug: string;
  year: number;
  trim: string;
  price_usd: number;
  sold_on: string;
  condition: OwnSale['condition'];
  venue: OwnSale['venue'];
  place: string;
  listing_url: string | null;
  vin: string | null;
  note: string | null;
  state: SaleState;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}
interface CreditedRow extends SaleRow {
  username: string;
  name: string;
  model_name: string | null;
}

/** Dates as the calendar dates they are, whatever the driver's time zone. */
const SALE_COLUMNS = `s.id, s.user_id, s.model_slug, s.year, s.trim, s.price_usd, to_char(s.sold_on, 'YYYY-MM-DD') as sold_on,
  s.condition, s.venue, s.place, s.listing_url, s.vin, s.note, s.state, s.reason, s.created_at, s.reviewed_at`;
const CREDITED_SELECT = `select ${SALE_COLUMNS}, u.username, u.name, m.name as model_name
  from sale_reports s join users u on u.id = s.user_id left join models m on m.slug = s.model_slug`;

const toPublicFields = (row: SaleRow) => ({
  id: row.id,
  modelSlug: row.model_slug,
  year: row.year,
  trim: row.trim,
  priceUsd: row.price_usd,
  soldOn: row.sold_on,
  condition: row.condition,
  venue: row.venue,
  place: row.place,
  listingUrl: row.listing_url,
});
const toOwnSale = (row: SaleRow): OwnSale => ({
  ...toPublicFields(row),
  vin: row.vin,
  note: row.note,
  state: row.state,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
});
const reporterOf = (row: CreditedRow) => ({ id: row.user_id, username: row.username, name: row.name });
const toPublicSale = (row: CreditedRow): PublicSale => ({ ...toPublicFields(row), reportedBy: reporterOf(row) });
const toReviewedSale = (row: CreditedRow): ReviewedSale => ({
  ...toOwnSale(row),
  reportedBy: reporterOf(row),
  modelName: row.model_name ?? row.model_slug,
});

const saleNotFound = () => new HttpError(404, saleTexts.notFound);

/** The report, locked for the transaction: a removal and a review of the same report happen one after the other. */
async function lockedSale(em: EntityManager, id: string): Promise<SaleRow> {
  const [row] = await em.execute<SaleRow[]>(`select ${SALE_COLUMNS} from sale_reports s where s.id = ? for update`, [id]);
  if (!row) throw saleNotFound();
  return row;
}

/** Only the member who reported a sale removes it. */
const requireReporter = requireRowOwner('sale_reports', saleNotFound);

/** The model a sale names must be the catalogue's, and the year one it was sold in. */
async function checkModelYear(em: EntityManager, modelSlug: string, year: number) {
  const [model] = await em.execute<Array<{ name: string; first_year: number; last_year: number }>>(
    `select name, first_year, last_year from models where slug = ?`,
    [modelSlug],
  );
  if (!model) throw new HttpError(400, saleTexts.unknownModel);
  if (year < model.first_year || year > model.last_year) {
    throw new HttpError(400, saleTexts.yearOutside(model.name, model.first_year, model.last_year));
  }
}

/** Every approved sale, newest first: the guide's evidence, read live and in the offline snapshot. */
export async function readApprovedSales(em: EntityManager): Promise<PublicSale[]> {
  const rows = await em.execute<CreditedRow[]>(
    `${CREDITED_SELECT} where s.state = 'approved' order by s.sold_on desc, s.created_at desc, s.id`,
  );
  return rows.map(toPublicSale);
}

/** The approved sales, for everyone, from the read cache (topic `catalogue`). */
export async function saleReadRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { approved } = saleResources;
  routes.get(...served(app, approved), (request, reply) =>
    app.readCache.reply(request, reply, approved.response, async () => ({ items: await readApprovedSales(request.em) })),
  );
}

/** A member's side: report a sale (once, however often it is sent), see their reports, remove one not yet reviewed. */
export async function saleMemberRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, saleResources.report), async (request, reply) => {
    const member = signedInUser(request);
    const sale = request.body;
    await checkModelYear(request.em, sale.modelSlug, sale.year);
    const row = await request.em.transactional(async (em) => {
      const [inserted] = await em.execute<Array<{ id: string }>>(
        `insert into sale_reports (id, user_id, model_slug, year, trim, price_usd, sold_on, condition, venue, place, listing_url, vin, note)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
        [
          sale.id,
          member.id,
          sale.modelSlug,
          sale.year,
          sale.trim,
          sale.priceUsd,
          sale.soldOn,
          sale.condition,
          sale.venue,
          sale.place,
          sale.listingUrl,
          sale.vin,
          sale.note,
        ],
      );
      const stored = await lockedSale(em, sale.id);
      // The same report sent again answers as the first time; another member's id is not theirs to reuse.
      if (!inserted && stored.user_id !== member.id) throw new HttpError(409, saleTexts.idTaken);
      return stored;
    });
    return reply.code(201).send(toOwnSale(row));
  });

  routes.get(...served(app, saleResources.mine), async (request) => {
    const rows = await request.em.execute<SaleRow[]>(
      `select ${SALE_COLUMNS} from sale_reports s where s.user_id = ? order by s.created_at desc`,
      [signedInUser(request).id],
    );
    return { items: rows.map(toOwnSale) };
  });

  routes.delete(...served(app, saleResources.remove, { guard: requireReporter }), async (request, reply) => {
    await request.em.transactional(async (em) => {
      const row = await lockedSale(em, request.params.id);
      if (row.state !== 'waiting') throw new HttpError(409, saleTexts.alreadyReviewed);
      await em.execute(`delete from sale_reports where id = ?`, [row.id]);
    });
    return reply.code(204).send();
  });
}

/** The admin's review: the reports waiting (or in another state), approved or declined with a reason, in the log. */
export async function saleAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, saleResources.queue), async (request) => {
    const rows = await request.em.execute<CreditedRow[]>(`${CREDITED_SELECT} where s.state = ? order by s.created_at limit 200`, [
      request.query.state,
    ]);
    return { items: rows.map(toReviewedSale) };
  });

  const decide = (request: FastifyRequest, id: string, state: 'approved' | 'declined', reason: string | null) => {
    const admin = signedInUser(request);
    return request.em.transactional(async (em) => {
      const row = await lockedSale(em, id);
      if (row.state !== 'waiting') throw new HttpError(409, saleTexts.alreadyReviewed);
      await em.execute(`update sale_reports set state = ?, reason = ?, reviewed_by_id = ?, reviewed_at = now() where id = ?`, [
        state,
        reason,
        admin.id,
        row.id,
      ]);
      recordAdminAction(em, {
        actor: admin,
        action: state === 'approved' ? 'sale.approve' : 'sale.decline',
        targetType: 'sale_report',
        targetId: row.id,
        details: { modelSlug: row.model_slug, year: row.year, trim: row.trim, priceUsd: row.price_usd, ...(reason ? { reason } : {}) },
      });
      const [reviewed] = await em.execute<CreditedRow[]>(`${CREDITED_SELECT} where s.id = ?`, [row.id]);
      if (!reviewed) throw saleNotFound();
      return toReviewedSale(reviewed);
    });
  };
  routes.post(...served(app, saleResources.approve), async (request) => decide(request, request.params.id, 'approved', null));
  routes.post(...served(app, saleResources.decline), async (request) =>
    decide(request, request.params.id, 'declined', request.body.reason),
  );
}
