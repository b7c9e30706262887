import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleResources } from '../../shared/valuations/sale-resources';
import { saleTexts, type SaleReportInput } from '../../shared/valuations/sales';
import { newMember, type Member } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let admin: Member;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newMember(ctx, { name: 'Sale Reviewer', role: 'admin' });
});
afterAll(() => ctx.close());

const saleOf = (overrides: Partial<SaleReportInput> = {}): SaleReportInput => ({
  id: randomUUID(),
  modelSlug: 'gto',
  year: 1967,
  trim: 'GTO',
  priceUsd: 61_500,
  soldOn: '2026-10-03',
  condition: 2,
  venue: 'auction',
  place: 'Mecum Dallas',
  listingUrl: 'https://www.mecum.com/lots/example',
  vin: '242177P123456',
  note: 'Four-speed, numbers-matching 400.',
  ...overrides,
});
const approvedSales = async () => saleResources.approved.response.parse((await ctx.api.get('/api/sales')).json()).items;
const queue = async () => saleResources.queue.response.parse((await admin.api.get('/api/admin/sales')).json()).items;

describe('sales members report for the value guide', () => {
  it('a report waits for review, counted once however often it is sent, then approved it is public and credited', async () => {
    const reporter = await newMember(ctx, { name: 'Rhett Reporter' });
    const sale = saleOf();
    const first = await reporter.api.post('/api/sales', sale);
    expect(first.statusCode, first.body).toBe(201);
    expect(saleResources.report.response.parse(first.json())).toMatchObject({
      id: sale.id,
      priceUsd: 61_500,
      soldOn: '2026-10-03',
      vin: '242177P123456',
      state: 'waiting',
      reason: null,
    });
    // Sent again (an answer lost on the way): the same report, not a second one.
    const again = await reporter.api.post('/api/sales', sale);
    expect([again.statusCode, again.json<{ id: string }>().id]).toEqual([201, sale.id]);
    expect((await queue()).filter((item) => item.id === sale.id)).toHaveLength(1);
    // Waiting, it is not public.
    expect((await approvedSales()).map((item) => item.id)).not.toContain(sale.id);

    const approved = await admin.api.post(`/api/admin/sales/${sale.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(saleResources.approve.response.parse(approved.json())).toMatchObject({ state: 'approved', modelName: 'GTO' });
    const shown = (await approvedSales()).find((item) => item.id === sale.id);
    expect(shown).toMatchObject({ modelSlug: 'gto', year: 1967, trim: 'GTO', priceUsd: 61_500, condition: 2, place: 'Mecum Dallas' });
    expect(shown?.reportedBy).toMatchObject({ id: reporter.id, name: 'Rhett Reporter' });
    // The VIN and the note stay with the review.
    expect(shown).not.toHaveProperty('vin');
    expect(shown).not.toHaveProperty('note');

    const activity = (await admin.api.get('/api/admin/activity')).json<{ items: Array<{ action: string; targetId: string }> }>();
    expect(activity.items[0]).toMatchObject({ action: 'sale.approve', targetId: sale.id });
    // Reviewed, it can be neither reviewed again nor removed by its reporter.
    expect((await admin.api.post(`/api/admin/sales/${sale.id}/decline`, { reason: 'Late' })).json()).toEqual({
      message: saleTexts.alreadyReviewed,
    });
    const removed = await reporter.api.delete(`/api/sales/${sale.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([409, { message: saleTexts.alreadyReviewed }]);
  });

  it('declined with a reason, it never shows and its reporter sees why', async () => {
    const reporter = await newMember(ctx, { name: 'Dana Declined' });
    const sale = saleOf({ vin: null, listingUrl: null, venue: 'private', place: 'Club swap meet' });
    expect((await reporter.api.post('/api/sales', sale)).statusCode).toBe(201);
    const noReason = await admin.api.post(`/api/admin/sales/${sale.id}/decline`, { reason: ' ' });
    expect([noReason.statusCode, noReason.json()]).toEqual([400, { message: `reason: ${saleTexts.reasonRequired}` }]);
    const declined = await admin.api.post(`/api/admin/sales/${sale.id}/decline`, { reason: 'A parts car, not a #2' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await approvedSales()).map((item) => item.id)).not.toContain(sale.id);
    const mine = saleResources.mine.response.parse((await reporter.api.get('/api/sales/mine')).json()).items;
    expect(mine).toEqual([expect.objectContaining({ id: sale.id, state: 'declined', reason: 'A parts car, not a #2' })]);
    const activity = (await admin.api.get('/api/admin/activity')).json<{ items: Array<{ action: string; targetId: string }> }>();
    expect(activity.items[0]).toMatchObject({ action: 'sale.decline', targetId: sale.id });
  });

  it('refuses a VIN that contradicts the model or the year, an unreadable one, and a model or year the catalogue has not', async () => {
    const reporter = await newMember(ctx, { name: 'Vera Vin' });
    const refused = async (overrides: Partial<SaleReportInput>) => {
      const response = await reporter.api.post('/api/sales', saleOf(overrides));
      return [response.statusCode, response.json<{ message: string }>().message];
    };
    // A 1967 Firebird's VIN on a GTO report.
    expect(await refused({ vin: '223377U100001' })).toEqual([400, 'vin: The VIN reads as a Firebird']);
    expect(await refused({ vin: '242179P100001' })).toEqual([400, 'vin: The VIN reads as a 1969 model year']);
    expect(await refused({ vin: '24217' })).toEqual([400, `vin: ${saleTexts.vinUnreadable}`]);
    expect(await refused({ modelSlug: 'no-such-model', vin: null })).toEqual([400, saleTexts.unknownModel]);
    expect(await refused({ year: 1980, vin: null })).toEqual([400, saleTexts.yearOutside('GTO', 1964, 1974)]);
    expect(await refused({ priceUsd: 0 })).toEqual([400, `priceUsd: ${saleTexts.priceRequired}`]);
    expect(await refused({ soldOn: '2999-01-01' })).toEqual([400, `soldOn: ${saleTexts.soldOnFuture}`]);
    expect(await refused({ listingUrl: 'javascript:alert(1)' })).toEqual([400, `listingUrl: ${saleTexts.listingInvalid}`]);
    // Nothing of them was kept.
    expect(saleResources.mine.response.parse((await reporter.api.get('/api/sales/mine')).json()).items).toEqual([]);
  });

  it('who may do what: members report and remove their own waiting reports; admins review; visitors read', async () => {
    const reporter = await newMember(ctx, { name: 'Wade Waiting' });
    const other = await newMember(ctx, { name: 'Otto Other' });
    const sale = saleOf();
    expect((await ctx.api.post('/api/sales', sale)).statusCode).toBe(401);
    expect((await reporter.api.post('/api/sales', sale)).statusCode).toBe(201);
    // Another member can neither take its id nor remove it, nor review it.
    expect((await other.api.post('/api/sales', { ...saleOf(), id: sale.id })).json()).toEqual({ message: saleTexts.idTaken });
    expect((await other.api.delete(`/api/sales/${sale.id}`)).statusCode).toBe(403);
    expect((await other.api.post(`/api/admin/sales/${sale.id}/approve`)).statusCode).toBe(403);
    expect((await other.api.get('/api/admin/sales')).statusCode).toBe(403);
    expect((await ctx.api.get('/api/sales/mine')).statusCode).toBe(401);
    expect((await ctx.api.get('/api/sales')).statusCode).toBe(200);
    expect((await admin.api.post(`/api/admin/sales/${randomUUID()}/approve`)).statusCode).toBe(404);

    const removed = await reporter.api.delete(`/api/sales/${sale.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await queue()).map((item) => item.id)).not.toContain(sale.id);
    expect((await reporter.api.delete(`/api/sales/${sale.id}`)).statusCode).toBe(404);
  });
});
