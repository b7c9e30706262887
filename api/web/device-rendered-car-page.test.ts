import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenDataSchema, type FirstScreenData } from '@shared/pwa/first-screen';
import type { ShowBundle } from '@shared/shows/responses';
import { appFromSource, type AppFromSource } from './first-screen-renderer-fixture';

/** What the test loads of the app (pwa/src/...), typed here: the API's tests import nothing of the PWA's. */
interface CarPageFromDevice {
  carPageDocument: (template: string, bundle: ShowBundle, carNumber: number) => string | undefined;
}
interface Prerender {
  renderPage: (path: string, firstScreen?: FirstScreenData) => Promise<string>;
}
interface TestBundle {
  testBundle: (options?: { count?: number; withoutThumbnail?: number[] }) => ShowBundle;
}

const ARTICLE = /<article class="page show-car-page"[\s\S]*?<\/article>/;
const TEMPLATE = '<title><!--first-screen-title--></title><div id="root"><!--first-screen-markup--></div><!--first-screen-data-->';

let app: AppFromSource;
let fromDevice: CarPageFromDevice;
let prerender: Prerender;
let bundleOf: TestBundle['testBundle'];
beforeAll(async () => {
  app = await appFromSource();
  fromDevice = await app.load<CarPageFromDevice>('/src/features/shows/public/carPageFromDevice.ts');
  prerender = await app.load<Prerender>('/src/app/prerender.tsx');
  bundleOf = (await app.load<TestBundle>('/src/features/shows/testBundle.ts')).testBundle;
});
afterAll(() => app.close());

/** The car page as the app renders it from the data the document carries, its article alone. */
async function appArticle(document: string, path: string) {
  const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(document)?.[1] ?? 'null';
  const html = await prerender.renderPage(path, firstScreenDataSchema.parse(JSON.parse(json)));
  // React separates neighbouring texts with empty comments, which change nothing shown.
  return ARTICLE.exec(html)?.[0].replaceAll('<!-- -->', '');
}

describe('a car page the service worker renders from the saved show', () => {
  it('is the page the app renders from the same copy, with its title and data', async () => {
    const bundle = bundleOf({ count: 3 });
    bundle.entries[1]!.car = { ...bundle.entries[1]!.car, trim: 'Judge', exteriorColor: 'Carousel Red', year: 1969 };
    const document = fromDevice.carPageDocument(TEMPLATE, bundle, 2) ?? '';
    expect(document).toContain('<title>#2 1969 GTO Judge | Pontiac Hub</title>');
    const article = ARTICLE.exec(document)?.[0];
    expect(article).toContain('<span class="show-car-page__number">#2</span> 1969 GTO Judge');
    expect(article).toContain('From the show saved on this device.');
    expect(article).toBe(await appArticle(document, `/events/${bundle.show.eventId}/cars/2`));
  });

  it('matches the app for a car with no owner shown and no picture, and escapes what members wrote', async () => {
    const bundle = bundleOf({ count: 2, withoutThumbnail: [1] });
    bundle.entries[0]!.owner = null;
    bundle.show.classes[0]!.name = `<script>alert("1")</script> & 'Co'`;
    const document = fromDevice.carPageDocument(TEMPLATE, bundle, 1) ?? '';
    expect(document).not.toContain('<script>alert');
    expect(document).toContain('No photo of this car.');
    expect(ARTICLE.exec(document)?.[0]).toBe(await appArticle(document, `/events/${bundle.show.eventId}/cars/1`));
  });

  it('is not made for a number the show has no car under', () => {
    expect(fromDevice.carPageDocument(TEMPLATE, bundleOf({ count: 3 }), 4)).toBeUndefined();
  });
});
