import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogPageSchema } from '../../shared/admin/schemas';
import { accountTexts } from '../../shared/users/account-schemas';
import { valuationTexts } from '../../shared/valuations/admin-texts';
import { valuationListSchema, type Valuation } from '../../shared/valuations/schemas';
import { AdminLog } from '../base/activity-log/admin-log.entity';
import { newMember, unknownId, type Member } from '../community/community-fixture';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';
import { ValuationHistory } from './valuation-history.entity';

let ctx: TestContext;
let admin: Member;
let member: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, member] = await Promise.all([newMember(ctx, { name: 'Values Admin', role: 'admin' }), newMember(ctx, { name: 'Values Member' })]);
});
afterAll(() => ctx.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

async function guide(api = ctx.api): Promise<Valuation[]> {
  return valuationListSchema.parse((await api.get('/api/valuations')).json());
}

/** A seeded row of the guide, as GET /api/valuations gives it now. */
async function row(modelSlug: string, year: number, trim: string): Promise<Valuation> {
  const found = (await guide()).find((item) => item.modelSlug === modelSlug && item.year === year && item.trim === trim);
  if (!found) throw new Error(`no seeded ${year} ${modelSlug} ${trim} row`);
  return found;
}

const change = { excellentValue: 80000, goodValue: 55000, fairValue: 36000, poorValue: 22000, source: 'Mecum Kissimmee 2026 results' };
const figuresOf = ({ excellentValue, goodValue, fairValue, poorValue, source, asOf }: Valuation) => ({
  excellentValue,
  goodValue,
  fairValue,
  poorValue,
  source,
  asOf,
});

/** What a refused change must leave alone: the row, its history and the activity log. */
async function writtenState(id: string) {
  const em = ctx.orm.em.fork();
  return {
    row: (await guide()).find((item) => item.id === id),
    history: await em.count(ValuationHistory, { valuation: id }),
    log: await em.count(AdminLog, { targetId: id }),
  };
}

describe('PUT /api/admin/valuations/{id}', () => {
  it('is for admins only: signed out 401, a member 403, and nothing changes', async () => {
    const target = await row('gto', 1967, 'GTO');
    const before = await writtenState(target.id);
    expect((await ctx.api.put(`/api/admin/valuations/${target.id}`, change)).statusCode).toBe(401);
    const refused = await member.api.put(`/api/admin/valuations/${target.id}`, change);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(valuationTexts.adminRequired);
    // Rights first: a member learns nothing about the payload rules either.
    expect((await member.api.put(`/api/admin/valuations/${target.id}`, {})).statusCode).toBe(403);
    expect(await writtenState(target.id)).toEqual(before);
  });

  it('answers 404 for a row that does not exist and 400 for an id that is not one', async () => {
    const missing = await admin.api.put(`/api/admin/valuations/${unknownId}`, change);
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(valuationTexts.rowNotFound);
    expect((await admin.api.put('/api/admin/valuations/not-an-id', change)).statusCode).toBe(400);
  });

  it.each([
    [{ ...change, source: undefined }, valuationTexts.sourceRequired],
    [{ ...change, source: '   ' }, valuationTexts.sourceRequired],
    [{ ...change, source: 'x'.repeat(501) }, valuationTexts.sourceTooLong],
    [{ ...change, goodValue: undefined }, valuationTexts.valueRequired],
    [{ ...change, fairValue: 36000.5 }, valuationTexts.wholeDollars],
    [{ ...change, poorValue: 0 }, valuationTexts.valuePositive],
    [{ ...change, poorValue: 60000 }, valuationTexts.valuesOutOfOrder],
    [{ ...change, asOf: '20 May 2026' }, valuationTexts.asOfInvalid],
    [{ ...change, asOf: daysFromToday(3) }, valuationTexts.asOfInFuture],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, expected) => {
    const target = await row('gto', 1967, 'GTO');
    const before = await writtenState(target.id);
    const response = await admin.api.put(`/api/admin/valuations/${target.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
    expect(await writtenState(target.id)).toEqual(before);
  });

  it('keeps the replaced figures as history, oldest first, and logs each change with what it was and became', async () => {
    const original = await row('gto', 1969, 'GTO');
    expect(original.history).toEqual([]);

    const first = await admin.api.put(`/api/admin/valuations/${original.id}`, { ...change, asOf: '2026-03-01' });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<Valuation>();
    expect(afterFirst).toEqual({
      ...original,
      ...change,
      asOf: '2026-03-01',
      lastUpdated: today(),
      history: [figuresOf(original)],
    });

    // Without an as-of date the figures are as of today; notes left out stay, an empty one clears them.
    const second = await admin.api.put(`/api/admin/valuations/${original.id}`, {
      ...change,
      goodValue: 57000,
      source: 'Club survey, May',
      notes: '',
    });
    expect(second.statusCode, second.body).toBe(200);
    const afterSecond = second.json<Valuation>();
    expect(afterSecond).toMatchObject({ goodValue: 57000, source: 'Club survey, May', asOf: today(), notes: null });
    expect(afterSecond.history).toEqual([figuresOf(original), figuresOf(afterFirst)]);
    expect(afterFirst.notes).toBe(original.notes);

    // The public guide says the same at once.
    expect(await row('gto', 1969, 'GTO')).toEqual(afterSecond);

    const history = await ctx.orm.em.fork().find(ValuationHistory, { valuation: original.id }, { orderBy: { replacedAt: 'asc' } });
    expect(history.map((point) => point.replacedBy?.id)).toEqual([admin.id, admin.id]);

    const activity = adminLogPageSchema.parse((await admin.api.get('/api/admin/activity')).json());
    const entries = activity.items.filter((entry) => entry.targetId === original.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'valuation.update',
      targetType: 'valuation',
      actor: { id: admin.id, name: 'Values Admin' },
      details: {
        name: valuationTexts.logChanged('1969 GTO (GTO)'),
        modelSlug: 'gto',
        year: 1969,
        trim: 'GTO',
        before: figuresOf(original),
        after: figuresOf(afterFirst),
      },
    });
  });

  it('keeps the history when the admin who made a change leaves', async () => {
    const target = await row('gto', 1969, 'GTO Judge');
    const leaving = await newMember(ctx, { name: 'Leaving Admin', role: 'admin' });
    expect((await leaving.api.put(`/api/admin/valuations/${target.id}`, change)).statusCode).toBe(200);
    await ctx.orm.em.fork().nativeDelete(User, { id: leaving.id });
    expect((await row('gto', 1969, 'GTO Judge')).history).toEqual([figuresOf(target)]);
  });
});

describe('POST /api/admin/valuations', () => {
  const newRow = { ...change, modelSlug: 'gto', trim: 'GTO' };
  const rowCount = async () => (await guide()).length;

  it('adds a row the guide does not have, as of today unless told, logged; admins only', async () => {
    const [year, trim] = [1969, 'GTO Ram Air IV'];
    expect((await guide()).filter((item) => item.modelSlug === 'gto' && item.year === year && item.trim === trim)).toEqual([]);
    const before = await rowCount();
    expect((await ctx.api.post('/api/admin/valuations', { ...newRow, year, trim })).statusCode).toBe(401);
    const refused = await member.api.post('/api/admin/valuations', { ...newRow, year, trim });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(valuationTexts.adminRequired);
    expect(await rowCount()).toBe(before);

    const created = await admin.api.post('/api/admin/valuations', { ...newRow, year, trim, notes: 'Hardtop.' });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<Valuation>();
    expect(row).toMatchObject({
      ...change,
      modelSlug: 'gto',
      year,
      trim,
      notes: 'Hardtop.',
      asOf: today(),
      lastUpdated: today(),
      history: [],
    });
    expect(await guide()).toContainEqual(row);
    const activity = adminLogPageSchema.parse((await admin.api.get('/api/admin/activity')).json());
    expect(activity.items.find((entry) => entry.targetId === row.id)).toMatchObject({
      action: 'valuation.create',
      targetType: 'valuation',
      details: { name: valuationTexts.logAdded(`${year} GTO (${trim})`), modelSlug: 'gto', year, trim },
    });

    // The same row again, or the same trim in other letters, is a clash.
    for (const sameTrim of [trim, trim.toLowerCase()]) {
      const again = await admin.api.post('/api/admin/valuations', { ...newRow, year, trim: sameTrim });
      expect(again.statusCode).toBe(409);
      expect(message(again)).toBe(valuationTexts.rowExists(`${year} GTO (${sameTrim})`));
    }
    expect(await rowCount()).toBe(before + 1);
  });

  it.each([
    [{ ...newRow, modelSlug: 'delorean', year: 1969 }, accountTexts.unknownModel],
    [{ ...newRow, year: 1980 }, accountTexts.yearOutsideModel('GTO', '1964–1974')],
    [{ ...newRow, year: 1969, source: '' }, valuationTexts.sourceRequired],
    [{ ...newRow, year: 1969, trim: ' ' }, 'Trim is required'],
    [{ ...newRow, year: 1969, asOf: '1957-12-31' }, valuationTexts.asOfInvalid],
    [{ ...newRow, year: 1969, asOf: daysFromToday(3) }, valuationTexts.asOfInFuture],
  ])('refuses %j with 400 "%s" and adds nothing', async (body, expected) => {
    const before = await rowCount();
    const logs = await ctx.orm.em.fork().count(AdminLog, { action: 'valuation.create' });
    const response = await admin.api.post('/api/admin/valuations', body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
    expect(await rowCount()).toBe(before);
    expect(await ctx.orm.em.fork().count(AdminLog, { action: 'valuation.create' })).toBe(logs);
  });
});

describe('the value guide on every server', () => {
  it('is fresh after a change to the history alone, even one made by hand in SQL', async () => {
    const second = await ctx.anotherServer();
    try {
      await untilCachesListen(ctx.app, second.app);
      const target = await row('firebird', 1967, 'Firebird 400');
      expect((await admin.api.put(`/api/admin/valuations/${target.id}`, change)).statusCode).toBe(200);
      const kept = async () => (await guide(second.api)).find((item) => item.id === target.id)?.history.length;
      await expect.poll(kept, { timeout: 5_000 }).toBe(1);

      // Only valuation_history changes here: its trigger alone must empty the other server's kept answer.
      await ctx.orm.em.fork().execute('delete from valuation_history where valuation_id = ?', [target.id]);
      await expect.poll(kept, { timeout: 5_000 }).toBe(0);
    } finally {
      await second.close();
    }
  });
});
