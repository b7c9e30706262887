import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../../shared/auth/roles';
import { valuationTexts } from '../../shared/valuations/admin-texts';
import type { ValuationPoint } from '../../shared/valuations/schemas';
import { valuationAdminResources } from '../../shared/valuations/admin-resources';
import { served } from '../base/plugins/resources';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { requireUser, signedInUser } from '../base/identity/guards';
import { Model } from '../catalogue';
import { checkModelYear } from '../garage';
import { HttpError } from '../base/plugins/errors';
import { conflictOnUnique } from '../base/db/unique-conflict';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { toValuation, toValuationPoint } from './dto';
import { historyByValuation } from './history';
import { ValuationHistory } from './valuation-history.entity';
import { Valuation, type ValuationEntity } from './valuation.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today on the server's calendar (UTC), YYYY-MM-DD: the date a change is made on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);
/** The latest date anywhere on Earth now (UTC+14): an admin's own "today" is never later, wherever they are. */
const latestDateOnEarth = () => new Date(Date.now() + (14 / 24) * DAY_MS).toISOString().slice(0, 10);

/** Route guard: 401 signed out (blocked members count as signed out), 403 for anyone but an admin. */
async function requireValueGuideAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!isAdmin(signedInUser(request))) throw new HttpError(403, valuationTexts.adminRequired);
}

/** "1969 GTO (The Judge)": the row as the value guide names it, for the activity log and a clash. */
async function rowLabel(em: EntityManager, row: Pick<ValuationEntity, 'modelSlug' | 'year' | 'trim'>): Promise<string> {
  const model = await em.findOne(Model, { slug: row.modelSlug }, { fields: ['name'] });
  return `${row.year} ${model?.name ?? row.modelSlug} (${row.trim})`;
}

/** An as-of date given, or today; never later than today anywhere on Earth. */
function asOfOrToday(asOf: string | undefined): string {
  if (asOf && asOf > latestDateOnEarth()) throw new HttpError(400, valuationTexts.asOfInFuture);
  return asOf ?? todayUtc();
}

/** Runs a write and turns the model/year/trim unique index firing (a concurrent add) into a 409. */
const guardRow = <T>(label: () => Promise<string>, write: () => Promise<T>) =>
  conflictOnUnique(write, async () => valuationTexts.rowExists(await label()));

/**
 * Admin: the value guide's figures (the Values tab of /admin). Admins only. A change needs a source; in one
 * transaction the replaced figures go to the row's history, the row takes the new ones (lastUpdated today) and the
 * activity log records both. The public guide and the offline snapshot see it at once: the valuations and
 * valuation_history triggers empty the catalogue's kept answers, and the row's updatedAt reaches the snapshot's delta.
 * An admin can also add a row for a year the guide does not have yet (the guide says so where it has none).
 */
export async function valuationAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The value guide's own guard (its 403 says so); checked before validation, so callers without the right learn
  // nothing about the payload rules.
  const guard = requireValueGuideAdmin;

  routes.put(...served(app, valuationAdminResources.update, { guard }), async (request) => {
    const actor = signedInUser(request);
    const { asOf: givenAsOf, notes, source, ...figures } = request.body;
    const asOf = asOfOrToday(givenAsOf);
    return request.em.transactional(async (em) => {
      const row = await em.findOne(Valuation, { id: request.params.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new HttpError(404, valuationTexts.rowNotFound);
      const replaced: ValuationPoint = toValuationPoint(row);
      em.create(ValuationHistory, { valuation: row, ...replaced, replacedBy: actor });
      // Notes left out stay as they are; an empty one clears them.
      em.assign(row, { ...figures, source, asOf, lastUpdated: todayUtc(), ...(notes === undefined ? {} : { notes: notes || null }) });
      recordAdminAction(em, {
        actor,
        action: 'valuation.update',
        targetType: 'valuation',
        targetId: row.id,
        details: {
          name: valuationTexts.logChanged(await rowLabel(em, row)),
          modelSlug: row.modelSlug,
          year: row.year,
          trim: row.trim,
          before: { ...replaced },
          after: { ...toValuationPoint(row) },
        },
      });
      await em.flush();
      const history = await historyByValuation(em, { valuation: row.id });
      return toValuation(row, history.get(row.id));
    });
  });

  routes.post(...served(app, valuationAdminResources.create, { guard }), async (request, reply) => {
    const actor = signedInUser(request);
    const { asOf: givenAsOf, notes, ...fields } = request.body;
    const asOf = asOfOrToday(givenAsOf);
    const created = await guardRow(
      () => rowLabel(request.em.fork(), fields),
      () =>
        request.em.transactional(async (em) => {
          await checkModelYear(em, fields.modelSlug, fields.year);
          const { modelSlug, year, trim } = fields;
          const label = await rowLabel(em, fields);
          // "GTO Judge" and "gto judge" are one row to a reader (and to carValueOf): the guide refuses the second.
          const [clash] = await em.execute<Array<{ id: string }>>(
            'select id from valuations where model_slug = ? and year = ? and lower(trim) = lower(?) limit 1',
            [modelSlug, year, trim],
          );
          if (clash) throw new HttpError(409, valuationTexts.rowExists(label));
          const row = em.create(Valuation, { ...fields, asOf, notes: notes || null, lastUpdated: todayUtc() });
          await em.flush();
          recordAdminAction(em, {
            actor,
            action: 'valuation.create',
            targetType: 'valuation',
            targetId: row.id,
            details: { name: valuationTexts.logAdded(label), modelSlug, year, trim, after: { ...toValuationPoint(row) } },
          });
          return row;
        }),
    );
    return reply.status(201).send(toValuation(created));
  });
}
