import { gzipSync } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';
import { ALL_DRAWINGS } from '../shared/catalogue/body-drawings';
import { DRAWN_MODELS } from '../shared/catalogue/drawings';
import { CAR_DRAWINGS_CACHE } from '../pwa/src/device/names';
import { modelListSchema } from '../shared/catalogue/responses';
import { mirrorFilled } from './support';

const DRAWING_MAX_GZIPPED_BYTES = 6 * 1024;

/** How wide the drawing's shapes are once its file has arrived (0 until then). */
const drawnWidth = (drawing: Locator) => drawing.evaluate((svg) => svg.querySelector('use')?.getBBox().width ?? 0);

/** The drawings' names (data-drawing) among some images, in order. */
const drawingNames = (drawings: Locator) =>
  drawings.evaluateAll((found) => found.map((drawing) => drawing.getAttribute('data-drawing') ?? ''));

test('every model has a drawing of its own: four different ones on the home page, at least twenty in the model list, each light; the same on its page and in search', async ({
  page,
}) => {
  const models = modelListSchema.parse(await (await page.request.get('/api/models')).json());
  const drawn = models.filter((model) => !model.cardImage);

  // Popular Models: four models, four different drawings, each loaded.
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular Models' }).locator('[data-drawing]');
  await expect(popular).toHaveCount(4);
  expect(new Set(await drawingNames(popular)).size).toBe(4);
  for (const drawing of await popular.all()) {
    await drawing.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnWidth(drawing)).toBeGreaterThan(0);
  }

  // The model list: every model without a photo drawn as itself, no two alike.
  await page.goto('/pontiac');
  const list = page.getByRole('list', { name: 'Models' }).locator('[data-drawing]');
  await expect(list).toHaveCount(drawn.length);
  const names = await drawingNames(list);
  expect(new Set(names).size).toBeGreaterThanOrEqual(20);
  expect(new Set(names).size).toBe(names.length);
  for (const slug of DRAWN_MODELS) if (drawn.some((model) => model.slug === slug)) expect(names).toContain(slug);

  // Each file is a light SVG.
  for (const name of names) {
    const file = await page.request.get(`/car-art/${name}.svg`);
    expect(file.status(), name).toBe(200);
    expect(file.headers()['content-type'], name).toMatch(/^image\/svg\+xml/);
    expect(gzipSync(await file.body(), { level: 9 }).length, name).toBeLessThan(DRAWING_MAX_GZIPPED_BYTES);
  }

  // The same drawing heads the model's page and stands beside it in search.
  await page.goto('/pontiac/fiero');
  await expect(page.locator('.model-hero--drawn [data-drawing]')).toHaveAttribute('data-drawing', 'fiero');
  await page.goto('/search?q=fiero');
  const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Fiero', exact: true }) });
  await expect(result.locator('[data-drawing]')).toHaveAttribute('data-drawing', 'fiero');
  await expect.poll(() => drawnWidth(result.locator('[data-drawing]'))).toBeGreaterThan(0);
});

test('the whole model list shows its drawings with no signal once the catalogue is on the device, even those never shown', async ({
  page,
  context,
}) => {
  const models = modelListSchema.parse(await (await page.request.get('/api/models')).json());
  await page.goto('/');
  await mirrorFilled(page);
  // The service worker stores every drawing after the catalogue.
  await expect
    .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, CAR_DRAWINGS_CACHE), { timeout: 15_000 })
    .toBe(ALL_DRAWINGS.length);

  await context.setOffline(true);
  await page.goto('/pontiac');
  const drawings = page.getByRole('list', { name: 'Models' }).locator('[data-drawing]');
  await expect(drawings).toHaveCount(models.filter((model) => !model.cardImage).length);
  for (const drawing of await drawings.all()) {
    await drawing.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnWidth(drawing)).toBeGreaterThan(0);
  }
  await context.setOffline(false);
});

test("a year page shows its year's body where the body changed: the Endura-nosed GTO of 1969, the Firebird's later bodies", async ({
  page,
}) => {
  const drawingOn = async (path: string) => {
    await page.goto(path);
    const drawing = page.locator('.year-drawing [data-drawing]');
    await expect.poll(() => drawnWidth(drawing)).toBeGreaterThan(0);
    return drawing.getAttribute('data-drawing');
  };
  expect(await drawingOn('/pontiac/gto/1966')).toBe('gto');
  expect(await drawingOn('/pontiac/gto/1969')).toBe('gto-1968');
  expect(await drawingOn('/pontiac/firebird/1967')).toBe('firebird');
  expect(await drawingOn('/pontiac/firebird/1977')).toBe('firebird-1970');
  expect(await drawingOn('/pontiac/firebird/1985')).toBe('firebird-1982');
  expect(await drawingOn('/pontiac/trans-am/1978')).toBe('trans-am');
  expect(await drawingOn('/pontiac/trans-am/1984')).toBe('trans-am-1982');
});
