import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleEvidenceOf } from '../../shared/valuations/sale-evidence';
import { saleImportTexts as texts } from '../../shared/valuations/sale-import';
import { saleResources } from '../../shared/valuations/sale-resources';
import { saleTexts } from '../../shared/valuations/sales';
import { newMember, type Member } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let admin: Member;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newMember(ctx, { name: 'Imogen Importer', role: 'admin' });
});
afterAll(() => ctx.close());

const PREVIEW = '/api/admin/sales/import/preview';
const IMPORT = '/api/admin/sales/import';
const approvedSales = async () => saleResources.approved.response.parse((await ctx.api.get('/api/sales')).json()).items;
const activity = async () =>
  (await admin.api.get('/api/admin/activity')).json<{ items: Array<{ action: string; details: Record<string, unknown> | null }> }>().items;

/** Auction results as a club might export them: lines 2 and 3 are good, every other line says why it is refused. */
const RESULTS = [
  'model,year,trim,price_usd,sold_on,condition,place,venue,listing_url,vin',
  'GTO,1967,GTO,"$58,250",2026-09-12,2,Mecum Dallas,auction,https://www.mecum.com/lots/1,242177P123456',
  'firebird,1969,Trans Am,121000,2026-08-30,#1,Barrett-Jackson Scottsdale,,,',
  'Chevelle,1967,SS,40000,2026-09-01,2,Mecum Dallas,,,',
  'GTO,1980,GTO,30000,2026-09-01,2,Mecum Dallas,,,',
  'GTO,1967,GTO,about 50k,2026-09-01,2,Mecum Dallas,,,',
  'GTO,1967,GTO,49000,2026-09-01,2,Mecum Dallas,,,223377U100001',
  'gto,1967,gto,58250,2026-09-12,2,mecum dallas,,,',
  'GTO,1967,GTO,49000,2026-09-01',
].join('\n');

describe('an admin imports auction results from a CSV file', () => {
  it('previews the rows to add and the rows refused with their reason, writing nothing', async () => {
    const before = await approvedSales();
    const response = await admin.api.post(PREVIEW, { csv: RESULTS });
    expect(response.statusCode, response.body).toBe(200);
    const preview = saleResources.importPreview.response.parse(response.json());
    expect(preview.added).toBe(0);
    expect(preview.toAdd.map((row) => row.line)).toEqual([2, 3]);
    expect(preview.toAdd[0]).toEqual({
      line: 2,
      modelName: 'GTO',
      sale: {
        modelSlug: 'gto',
        year: 1967,
        trim: 'GTO',
        priceUsd: 58_250,
        soldOn: '2026-09-12',
        condition: 2,
        venue: 'auction',
        place: 'Mecum Dallas',
        listingUrl: 'https://www.mecum.com/lots/1',
      },
    });
    expect(preview.toAdd[1]).toMatchObject({
      line: 3,
      modelName: 'Firebird',
      sale: { modelSlug: 'firebird', condition: 1, venue: 'auction', listingUrl: null },
    });
    expect(preview.refused).toEqual([
      { line: 4, reason: texts.unknownModel('Chevelle') },
      { line: 5, reason: saleTexts.yearOutside('GTO', 1964, 1974) },
      { line: 6, reason: saleTexts.priceRequired },
      { line: 7, reason: 'The VIN reads as a Firebird' },
      { line: 8, reason: texts.repeatedInFile(2) },
      { line: 9, reason: texts.fieldCount(5, 10) },
    ]);
    expect(await approvedSales()).toEqual(before);
    expect((await activity()).map((entry) => entry.action)).not.toContain('sale.import');
  });

  it('adds the previewed rows, approved and credited, in the guide row’s summary and the log; a second run adds nothing', async () => {
    const first = await admin.api.post(IMPORT, { csv: RESULTS });
    expect(first.statusCode, first.body).toBe(200);
    const result = saleResources.importCsv.response.parse(first.json());
    expect([result.added, result.toAdd.map((row) => row.line), result.refused.length]).toEqual([2, [2, 3], 6]);

    const sales = await approvedSales();
    const gto = sales.filter((sale) => sale.modelSlug === 'gto' && sale.year === 1967);
    expect(gto).toMatchObject([{ priceUsd: 58_250, place: 'Mecum Dallas', reportedBy: { id: admin.id } }]);
    const evidence = saleEvidenceOf(sales, { modelSlug: 'firebird', year: 1969, trim: 'Trans Am' }, '2026-11-29');
    expect(evidence).toMatchObject({ lowest: 121_000, highest: 121_000, median: 121_000 });
    expect((await activity())[0]).toMatchObject({ action: 'sale.import', details: { added: 2, refused: 6 } });

    const again = saleResources.importCsv.response.parse((await admin.api.post(IMPORT, { csv: RESULTS })).json());
    expect(again.added).toBe(0);
    expect(again.toAdd).toEqual([]);
    expect(again.refused.slice(0, 2)).toEqual([
      { line: 2, reason: texts.alreadyRecorded },
      { line: 3, reason: texts.alreadyRecorded },
    ]);
    expect(await approvedSales()).toHaveLength(sales.length);
  });

  it('refuses a sale a member already reported, and not one an admin declined', async () => {
    const member = await newMember(ctx, { name: 'Wes Witness' });
    const sale = {
      modelSlug: 'tempest',
      year: 1962,
      trim: 'Tempest',
      priceUsd: 14_000,
      soldOn: '2026-10-10',
      condition: 3,
      venue: 'private',
    };
    const reported = { id: randomUUID(), ...sale, place: 'Swap meet', listingUrl: null, vin: null, note: null };
    expect((await member.api.post('/api/sales', reported)).statusCode).toBe(201);
    const declined = { ...reported, id: randomUUID(), place: 'Declined place' };
    expect((await member.api.post('/api/sales', declined)).statusCode).toBe(201);
    expect((await admin.api.post(`/api/admin/sales/${declined.id}/decline`, { reason: 'Not a sale' })).statusCode).toBe(200);
    const csv = [
      'model,year,trim,price_usd,sold_on,condition,place,venue',
      'Tempest,1962,Tempest,14000,2026-10-10,3,Swap Meet,private',
      'Tempest,1962,Tempest,14000,2026-10-10,3,Declined place,private',
    ].join('\r\n');
    const preview = saleResources.importPreview.response.parse((await admin.api.post(PREVIEW, { csv })).json());
    expect(preview.refused).toEqual([{ line: 2, reason: texts.alreadyRecorded }]);
    expect(preview.toAdd.map((row) => row.line)).toEqual([3]);
  });

  it('says what is wrong with a file it cannot read, and writes nothing', async () => {
    const refused = async (csv: string) => {
      const response = await admin.api.post(PREVIEW, { csv });
      return [response.statusCode, response.json<{ message: string }>().message];
    };
    expect(await refused('')).toEqual([400, `csv: ${texts.csvRequired}`]);
    expect(await refused('model,year,trim\nGTO,1967,GTO')).toEqual([
      400,
      texts.missingColumns(['price_usd', 'sold_on', 'condition', 'place']),
    ]);
    expect(await refused('model,year,trim,price_usd,sold_on,condition,place,colour\n')).toEqual([400, texts.unknownColumn('colour')]);
    expect(await refused('model,year,trim,price_usd,sold_on,condition,place')).toEqual([400, texts.noRows]);
    const [status, message] = await refused('model,year,trim,price_usd,sold_on,condition,place\n"GTO,1967');
    expect(status).toBe(400);
    expect(message).toMatch(/^The file is not readable as CSV: /);
    const tooMany = [
      'model,year,trim,price_usd,sold_on,condition,place',
      ...Array.from({ length: 2_001 }, () => 'GTO,1967,GTO,1,2026-01-01,2,X'),
    ];
    expect(await refused(tooMany.join('\n'))).toEqual([400, texts.tooLarge]);
    const imported = await admin.api.post(IMPORT, { csv: 'model,year,trim\nGTO,1967,GTO' });
    expect(imported.statusCode).toBe(400);
  });

  it('is for admins alone', async () => {
    const member = await newMember(ctx, { name: 'Nat Nonadmin' });
    for (const path of [PREVIEW, IMPORT]) {
      expect((await ctx.api.post(path, { csv: RESULTS })).statusCode).toBe(401);
      expect((await member.api.post(path, { csv: RESULTS })).statusCode).toBe(403);
    }
  });
});
