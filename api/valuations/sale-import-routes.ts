import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { saleResources } from '../../shared/valuations/sale-resources';
import type { SaleImportResult } from '../../shared/valuations/sale-import';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { addPlannedSales, planSaleImport, type ImportPlan } from './sale-import';

/** Imports run one at a time: two runs of the same file at once still add its rows once. */
const IMPORT_LOCK = `select pg_advisory_xact_lock(hashtext('sale_reports import'))`;

const answer = (plan: ImportPlan, added: number): SaleImportResult => ({
  toAdd: plan.toAdd.map(({ line, modelName, sale: { vin: _vin, ...sale } }) => ({ line, modelName, sale })),
  refused: plan.refused,
  added,
});

/** An admin's import of auction results from a CSV file (shared/valuations/sale-import.ts): previewed, then run. */
export async function saleImportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, saleResources.importPreview), async (request) =>
    answer(await planSaleImport(request.em, request.body.csv), 0),
  );

  routes.post(...served(app, saleResources.importCsv), async (request) => {
    const admin = signedInUser(request);
    return request.em.transactional(async (em) => {
      await em.execute(IMPORT_LOCK);
      // Planned again under the lock: what the preview showed may have been imported or reported since.
      const plan = await planSaleImport(em, request.body.csv);
      await addPlannedSales(em, plan, admin.id);
      recordAdminAction(em, {
        actor: admin,
        action: 'sale.import',
        targetType: 'sale_import',
        targetId: randomUUID(),
        details: { added: plan.toAdd.length, refused: plan.refused.length },
      });
      return answer(plan, plan.toAdd.length);
    });
  });
}
