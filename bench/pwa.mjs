// Figures for the offline-first PWA (not a test; prints numbers):
//  (a) gzipped JS and CSS the home route loads, against the 170 KB JS budget;
//  (b) time to fill the offline mirror from an empty browser;
//  (c) time to the first model card on an offline reload of /pontiac;
//  (d) bytes on the wire for a first visit to / until the service worker has precached the app (≤ 400 KB), and
//      with what follows until the wire is quiet (the offline snapshot, which is asked for once the worker is active);
//  (e) the offline snapshot's compressed size (≤ 200 KB);
//  (f) time to the first model card on /pontiac with every /api/ request hanging, after one visit (≤ 500 ms);
//  (g) the same on a simulated slow 3G link (400 ms RTT, 400 kbit/s), after one visit;
//  (h) a show of 500 entries: its saved bundle on the wire, without thumbnails (≤ 300 KB);
//  (i) the same show's Cars tab after an offline reload: ms from navigation start to the 500th car row (≤ 500 ms);
//  (j) on a phone profile (Playwright's Pixel 7), offline: its People's Choice tab opened for the first time (drawn ahead
//      when the show was saved) → the 500th card (≤ 500 ms), and the frame that draws it; then the same tab never
//      drawn on the device (its drawing taken off) → the same two;
//  (k) the same phone, offline: a car's page opened by its QR address → the car's number on screen (≤ 300 ms);
//  (j′, k′) both again with the CPU 4× slower (CDP Emulation.setCPUThrottlingRate 4, a $150 Android at a show):
//      the 500th card ≤ 600 ms, the car's number ≤ 400 ms.
// Run after a build: `npm run bench:pwa` (builds first). Starts its own server on a free port with a throw-away data folder.
// `BENCH_ONLY=phone node bench/pwa.mjs` (after a build) makes the show and runs only the phone figures (j, k, j′, k′);
// `BENCH_ONLY=first-visit node bench/pwa.mjs` (after a build) prints only the first visit's bytes (d) and the snapshot's (e);
// `BENCH_RUNS=5` runs each timed figure 5 times instead of 3.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, median, ms, withApp } from './server.mjs';
import { startWireCounter } from './wire.mjs';
import { SHOW_BENCH_ENV, SHOW_ENTRIES, carsTabOfflineRun, phoneOfflineRun, seedShow, showBundleBytes } from './show-day.mjs';

const WEB_ROOT = path.join(ROOT, 'dist/pwa');
const BUDGET = {
  entryJsKb: 170,
  firstVisitKb: 400,
  snapshotKb: 200,
  hangingMs: 500,
  showBundleKb: 300,
  carsTabMs: 500,
  peoplesChoiceMs: 500,
  carPageMs: 300,
  slowPhonePeoplesChoiceMs: 600,
  slowPhoneCarPageMs: 400,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const FIRST_CARD = 'ul[aria-label="Models"] article.catalogue-card';

const kb = (bytes) => bytes / 1024;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const gzipped = (assetPath) => gzipSync(readFileSync(path.join(WEB_ROOT, assetPath)), { level: 9 }).length;
const within = (value, budget) => (value <= budget ? 'within' : 'OVER');

/**
 * (a) The entry script, its modulepreloads and stylesheets as index.html lists them, and the code the prerendered
 * home page fetches once it has been painted (data-preload on #root, see shared/pwa/documents.ts).
 */
function entryAssets() {
  const html = readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  const js = new Set();
  const css = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(src);
  for (const [, list] of html.matchAll(/\bdata-preload="([^"]*)"/g)) for (const src of list.split(' ').filter(Boolean)) js.add(src);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href || !href.startsWith('/assets/')) continue;
    if (rel === 'modulepreload') js.add(href);
    else if (rel === 'stylesheet') css.add(href);
  }
  return { js: [...js], css: [...css] };
}

function printSizes(title, { js, css }) {
  const jsBytes = js.map((file) => [file, gzipped(file)]);
  const cssBytes = css.map((file) => [file, gzipped(file)]);
  const jsTotal = jsBytes.reduce((sum, [, bytes]) => sum + bytes, 0);
  const cssTotal = cssBytes.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\n${title}`);
  for (const [file, bytes] of [...jsBytes, ...cssBytes]) console.log(`  ${file.padEnd(40)} ${fmtKb(bytes).padStart(10)} gz`);
  console.log(
    `  JS total:  ${fmtKb(jsTotal)} gz (${within(kb(jsTotal), BUDGET.entryJsKb)} the ${BUDGET.entryJsKb} KB budget, ${((kb(jsTotal) / BUDGET.entryJsKb) * 100).toFixed(0)}%)`,
  );
  console.log(`  CSS total: ${fmtKb(cssTotal)} gz`);
  return jsTotal;
}

/** The mirror's lastRefreshAt (pwa/src/mirror/db.ts: db 'pontiac-hub-offline', store 'meta', key 'sync'), or null. */
const readLastRefreshAt = () =>
  new Promise((resolve) => {
    const open = indexedDB.open('pontiac-hub-offline');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) {
        db.close();
        return resolve(null);
      }
      const get = db.transaction('meta').objectStore('meta').get('sync');
      get.onsuccess = () => {
        db.close();
        resolve(get.result?.lastRefreshAt ?? null);
      };
      get.onerror = () => {
        db.close();
        resolve(null);
      };
    };
  });

/** In every document: record (performance.now, i.e. since navigation start) when the first model card appears. */
function watchFirstModelCard(selector) {
  const mark = () => {
    if (window.__firstModelCard === undefined && document.querySelector(selector)) {
      window.__firstModelCard = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => {
    if (mark()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function waitForMirror(page, started) {
  while (!(await page.evaluate(readLastRefreshAt))) {
    if (performance.now() - started > 60_000) throw new Error('mirror not filled within 60 s');
    await page.waitForTimeout(20);
  }
  return performance.now();
}

/** One visit done: the mirror filled and the service worker controlling the page. */
async function visitOnce(page, url) {
  const started = performance.now();
  await page.goto(url);
  const filledAt = await waitForMirror(page, started);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return filledAt - started;
}

/** Navigates to /pontiac and times the first model card: wall clock here, and in the page since navigation start. */
async function timeFirstCard(page) {
  const wallStart = performance.now();
  await page.goto('/pontiac', { waitUntil: 'commit' });
  await page.locator(FIRST_CARD).first().waitFor({ state: 'visible', timeout: 60_000 });
  const wall = performance.now() - wallStart;
  const inPage = await page.evaluate(() => window.__firstModelCard ?? null);
  return { wall, inPage };
}

async function newContext(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(watchFirstModelCard, FIRST_CARD);
  return context;
}

/** (b) and (c): empty browser → mirror filled; then an offline reload of /pontiac. */
async function offlineRun(browser, baseURL) {
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    const fill = await visitOnce(page, '/');
    await context.setOffline(true);
    return { fill, ...(await timeFirstCard(page)) };
  } finally {
    await context.close();
  }
}

/**
 * (f): after one visit, /pontiac with every /api/ request left unanswered (lie-fi: connected, nothing comes back),
 * held by a relay in front of the app: page-level routing would intercept every request of the page, the ones the
 * service worker answers from its cache too, and add its own delay to each.
 */
async function hangingRun(browser, appPort) {
  const wire = await startWireCounter(appPort);
  const context = await newContext(browser, `http://localhost:${wire.port}`);
  try {
    const page = await context.newPage();
    await visitOnce(page, '/pontiac');
    let held = 0;
    wire.hold((path) => {
      if (!path.startsWith('/api/')) return false;
      held += 1;
      return true;
    });
    const timing = await timeFirstCard(page);
    return { ...timing, held };
  } finally {
    await context.close();
    await wire.close();
  }
}

/** (g): after one visit, /pontiac on a slow 3G link. */
async function slowRun(browser, baseURL) {
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await visitOnce(page, '/pontiac');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    return await timeFirstCard(page);
  } finally {
    await context.close();
  }
}

/**
 * (d): a first visit to / in an empty browser, through a relay that counts what the server sends, until the service
 * worker is active (its precache complete) and nothing more comes back for 1.5 s.
 */
async function firstVisitBytes(browser, appPort) {
  const wire = await startWireCounter(appPort);
  const context = await browser.newContext({ baseURL: `http://localhost:${wire.port}` });
  // How many times the page itself asked for each path; the service worker's requests for the same files are
  // mostly answered by the HTTP cache (hashed assets are immutable) and never reach the wire.
  const fromPage = new Map();
  let precachedAt = Infinity;
  context.on('request', (sent) => {
    if (sent.serviceWorker()) return;
    const { pathname, search } = new URL(sent.url());
    fromPage.set(pathname + search, (fromPage.get(pathname + search) ?? 0) + 1);
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker is active: its precache is complete. The offline snapshot is asked for only from here on (the
    // worker stores it), so it is counted after this moment, with whatever else follows until the wire is quiet.
    precachedAt = performance.now();
    await wire.quiet(1_500);
  } finally {
    await context.close();
    await wire.close();
  }
  const sum = (responses) => responses.reduce((total, response) => total + response.bytes, 0);
  // In order: a response is the page's while the page has asked for that path more often than it was answered;
  // the rest is the worker's (its script, fetched by the browser for it, and its precache).
  const page = [];
  const worker = [];
  for (const response of wire.responses) {
    const asked = fromPage.get(response.path) ?? 0;
    fromPage.set(response.path, asked - 1);
    (asked > 0 ? page : worker).push(response);
  }
  const api = page.filter((response) => response.path.startsWith('/api/'));
  const untilPrecached = wire.responses.filter((response) => response.requestedAt < precachedAt);
  const afterwards = wire.responses.filter((response) => response.requestedAt >= precachedAt);
  if (process.env.BENCH_WIRE_LIST)
    for (const response of [...wire.responses].sort((a, b) => b.bytes - a.bytes))
      console.log(`    ${page.includes(response) ? 'page  ' : 'worker'} ${fmtKb(response.bytes).padStart(9)} ${response.path}`);
  return {
    headers: wire.responses.reduce((total, response) => total + response.headerBytes, 0),
    total: sum(wire.responses),
    untilPrecached: sum(untilPrecached),
    untilPrecachedHeaders: untilPrecached.reduce((total, response) => total + response.headerBytes, 0),
    afterwards: afterwards.map((response) => `${response.path} ${fmtKb(response.bytes)}`),
    page: sum(page) - sum(api),
    pageCount: page.length - api.length,
    api: sum(api),
    apiCount: api.length,
    worker: sum(worker),
    workerCount: worker.length,
  };
}

/** (e): bytes of GET /api/offline/snapshot as sent, for one Accept-Encoding. */
function snapshotBytes(baseURL, encoding) {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseURL}/api/offline/snapshot`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const summary = (label, values, budget) => {
  const line = `  ${label.padEnd(72)} min ${ms(Math.min(...values)).padStart(7)}   median ${ms(median(values)).padStart(7)}`;
  console.log(budget === undefined ? line : `${line}   (${within(median(values), budget)} ${budget} ms)`);
};

/** (j, k) on a phone profile, and (j′, k′) with its CPU 4× slower: RUNS of each, alternating. */
async function phoneFigures(browser, baseURL, show) {
  const phoneRuns = [];
  const slowPhoneRuns = [];
  for (let index = 0; index < RUNS; index += 1) {
    for (const [runs, slowdown] of [
      [phoneRuns, 1],
      [slowPhoneRuns, 4],
    ]) {
      const run = await phoneOfflineRun(browser, baseURL, show, devices['Pixel 7'], slowdown);
      runs.push(run);
      console.log(
        `phone run ${index + 1} (CPU ${slowdown}×): offline People’s Choice → ${SHOW_ENTRIES}th card ${ms(run.peoplesChoice)} ` +
          `(drawn ${ms(run.peoplesChoicePainted)}), never drawn ${ms(run.peoplesChoiceNeverDrawn)} (drawn ${ms(run.peoplesChoiceNeverDrawnPainted)}); ` +
          `car page by its QR address → its number ${ms(run.carPage)} (its document ${ms(run.carPageDocument)})`,
      );
    }
  }
  return { phoneRuns, slowPhoneRuns };
}

const PHONE_SUMMARIES = [
  [
    `(j) phone, offline: People’s Choice tab of ${SHOW_ENTRIES} → ${SHOW_ENTRIES}th card`,
    'phoneRuns',
    'peoplesChoice',
    BUDGET.peoplesChoiceMs,
  ],
  ['    the frame that draws it (its layout and paint)', 'phoneRuns', 'peoplesChoicePainted'],
  [`(j) the same tab never drawn on the device → ${SHOW_ENTRIES}th card`, 'phoneRuns', 'peoplesChoiceNeverDrawn'],
  ['    the frame that draws it', 'phoneRuns', 'peoplesChoiceNeverDrawnPainted'],
  ['(k) phone, offline: a car’s page by its QR address → its number', 'phoneRuns', 'carPage', BUDGET.carPageMs],
  [
    `(j′) phone, CPU 4× slower, offline: People’s Choice of ${SHOW_ENTRIES} → ${SHOW_ENTRIES}th card`,
    'slowPhoneRuns',
    'peoplesChoice',
    BUDGET.slowPhonePeoplesChoiceMs,
  ],
  ['     the frame that draws it (its layout and paint)', 'slowPhoneRuns', 'peoplesChoicePainted'],
  [`(j′) the same tab never drawn on the device → ${SHOW_ENTRIES}th card`, 'slowPhoneRuns', 'peoplesChoiceNeverDrawn'],
  ['     the frame that draws it', 'slowPhoneRuns', 'peoplesChoiceNeverDrawnPainted'],
  [
    '(k′) phone, CPU 4× slower, offline: a car’s page by its QR address → its number',
    'slowPhoneRuns',
    'carPage',
    BUDGET.slowPhoneCarPageMs,
  ],
];

const printPhoneSummaries = (figures) => {
  for (const [label, runs, figure, budget] of PHONE_SUMMARIES)
    summary(
      label,
      figures[runs].map((run) => run[figure]),
      budget,
    );
};

/** BENCH_ONLY=phone: the show made, then the phone figures alone. */
async function phoneOnly() {
  await withApp(
    async (baseURL) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const show = await seedShow(baseURL);
        const figures = await phoneFigures(browser, baseURL, show);
        console.log(`\nSummary (figures in ms: ${RUNS} runs, a fresh browser context each, from navigation start)`);
        printPhoneSummaries(figures);
      } finally {
        await browser.close();
      }
    },
    { env: SHOW_BENCH_ENV },
  );
}

/** BENCH_ONLY=first-visit: the first visit's bytes on the wire (d) and the offline snapshot's (e), as main prints them. */
async function firstVisitOnly() {
  await withApp(async (baseURL) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const wire = await firstVisitBytes(browser, Number(new URL(baseURL).port));
      console.log(
        `(d) First visit to / until the service worker is active (precache complete): ${fmtKb(wire.untilPrecached)}` +
          `   (${within(kb(wire.untilPrecached), BUDGET.firstVisitKb)} ${BUDGET.firstVisitKb} KB); service worker and precache ${fmtKb(wire.worker)}`,
      );
      const snapshot = await snapshotBytes(baseURL, 'br');
      console.log(
        `(e) GET /api/offline/snapshot, brotli: ${fmtKb(snapshot.bytes)}   (${within(kb(snapshot.bytes), BUDGET.snapshotKb)} ${BUDGET.snapshotKb} KB)`,
      );
    } finally {
      await browser.close();
    }
  });
}

async function main() {
  const entryJs = printSizes(
    '(a) Home route, gzipped (entry script, preloaded code and stylesheets named in dist/pwa/index.html)',
    entryAssets(),
  );

  await withApp(
    async (baseURL) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        // What the browser really fetches for '/', lazy route chunks included.
        const probe = await browser.newContext({ baseURL, serviceWorkers: 'block' });
        const probePage = await probe.newPage();
        const loaded = { js: new Set(), css: new Set() };
        probePage.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (!pathname.startsWith('/assets/')) return;
          if (pathname.endsWith('.js')) loaded.js.add(pathname);
          else if (pathname.endsWith('.css')) loaded.css.add(pathname);
        });
        await probePage.goto('/', { waitUntil: 'networkidle' });
        await probe.close();
        printSizes('(a\u2032) Home route as Chromium loads it (network, lazy chunks included), gzipped', {
          js: [...loaded.js],
          css: [...loaded.css],
        });

        const wire = await firstVisitBytes(browser, Number(new URL(baseURL).port));
        console.log('\n(d) First visit to / until the service worker has precached the app: bytes on the wire (as sent, compressed)');
        console.log(`  page: document, scripts, styles, icons (${wire.pageCount} responses)`.padEnd(64) + fmtKb(wire.page).padStart(10));
        console.log(`  page: API, offline snapshot included (${wire.apiCount} responses)`.padEnd(64) + fmtKb(wire.api).padStart(10));
        console.log(
          `  service worker: its script and precache (${wire.workerCount} responses)`.padEnd(64) + fmtKb(wire.worker).padStart(10),
        );
        console.log(`  total, until the wire is quiet`.padEnd(64) + fmtKb(wire.total).padStart(10));
        // HTTP/1.1 sends every header in full; behind HTTP/2 or 3 (HPACK, QPACK) repeated headers cost a few bytes each.
        console.log(`  of which status lines and headers`.padEnd(64) + fmtKb(wire.headers).padStart(10));
        console.log(
          `  until the service worker is active (precache complete)`.padEnd(64) +
            fmtKb(wire.untilPrecached).padStart(10) +
            `   (${within(kb(wire.untilPrecached), BUDGET.firstVisitKb)} ${BUDGET.firstVisitKb} KB; headers ${fmtKb(wire.untilPrecachedHeaders)})`,
        );
        console.log(`  asked for afterwards: ${wire.afterwards.join(', ') || 'nothing'}`);

        const snapshot = [];
        for (const encoding of ['br', 'gzip', 'identity']) snapshot.push(await snapshotBytes(baseURL, encoding));
        console.log('\n(e) GET /api/offline/snapshot, body as sent');
        for (const { bytes, encoding } of snapshot) console.log(`  ${encoding.padEnd(10)} ${fmtKb(bytes).padStart(10)}`);

        const runs = [];
        for (let index = 0; index < RUNS; index += 1) {
          const offline = await offlineRun(browser, baseURL);
          const hanging = await hangingRun(browser, Number(new URL(baseURL).port));
          const slow = await slowRun(browser, baseURL);
          runs.push({ offline, hanging, slow });
          console.log(
            `\nrun ${index + 1}: mirror fill ${ms(offline.fill)}; /pontiac first card: offline ${ms(offline.inPage)}, ` +
              `API hanging ${ms(hanging.inPage)} (${hanging.held} requests held), slow 3G ${ms(slow.inPage)} ` +
              `(wall ${ms(offline.wall)} / ${ms(hanging.wall)} / ${ms(slow.wall)})`,
          );
        }

        const showSeedStarted = performance.now();
        const show = await seedShow(baseURL);
        console.log(`\nShow of ${SHOW_ENTRIES} entries made through the API in ${ms(performance.now() - showSeedStarted)}`);
        const showBundle = [];
        for (const encoding of ['br', 'gzip', 'identity']) showBundle.push(await showBundleBytes(baseURL, show.eventId, encoding));
        console.log(`(h) GET /api/shows/{id}/offline (${SHOW_ENTRIES} entries, no thumbnails), body as sent`);
        for (const { bytes, encoding } of showBundle) console.log(`  ${encoding.padEnd(10)} ${fmtKb(bytes).padStart(10)}`);
        const carsTabRuns = [];
        for (let index = 0; index < RUNS; index += 1) {
          const run = await carsTabOfflineRun(browser, baseURL, show);
          carsTabRuns.push(run);
          console.log(
            `run ${index + 1}: saved for offline in ${ms(run.save)}; offline reload → ${SHOW_ENTRIES}th car row ${ms(run.inPage)}`,
          );
        }

        const { phoneRuns, slowPhoneRuns } = await phoneFigures(browser, baseURL, show);

        console.log(
          `\nSummary (figures in ms: ${RUNS} runs, a fresh browser context each; first card measured in the page from navigation start)`,
        );
        summary(
          '(b) empty browser → mirror lastRefreshAt written',
          runs.map((run) => run.offline.fill),
        );
        summary(
          '(c) offline reload /pontiac → first model card',
          runs.map((run) => run.offline.inPage),
        );
        summary(
          '(f) after one visit, every /api/ request hanging → first model card',
          runs.map((run) => run.hanging.inPage),
          BUDGET.hangingMs,
        );
        summary(
          '(g) after one visit, slow 3G (400 ms RTT, 400 kbit/s) → first model card',
          runs.map((run) => run.slow.inPage),
        );
        summary(
          `(i) show of ${SHOW_ENTRIES}: offline reload of the Cars tab → ${SHOW_ENTRIES}th car row`,
          carsTabRuns.map((run) => run.inPage),
          BUDGET.carsTabMs,
        );
        printPhoneSummaries({ phoneRuns, slowPhoneRuns });
        console.log('\nBudgets');
        const row = (label, value, budget) => console.log(`  ${label.padEnd(72)} ${value.padStart(18)}   ${budget}`);
        row('(a) home route JS, gzipped', fmtKb(entryJs), `${within(kb(entryJs), BUDGET.entryJsKb)} ${BUDGET.entryJsKb} KB`);
        row(
          '(d) first visit to /, on the wire until precached',
          fmtKb(wire.untilPrecached),
          `${within(kb(wire.untilPrecached), BUDGET.firstVisitKb)} ${BUDGET.firstVisitKb} KB`,
        );
        row('    the same, with what follows until quiet (the offline snapshot)', fmtKb(wire.total), '');
        const [brotli, gzip] = snapshot;
        row(
          '(e) offline snapshot, brotli / gzip',
          `${fmtKb(brotli.bytes)} / ${fmtKb(gzip.bytes)}`,
          `${within(kb(gzip.bytes), BUDGET.snapshotKb)} ${BUDGET.snapshotKb} KB`,
        );
        const hanging = median(runs.map((run) => run.hanging.inPage));
        row('(f) /api/ hanging → first model card (median)', ms(hanging), `${within(hanging, BUDGET.hangingMs)} ${BUDGET.hangingMs} ms`);
        row('(g) slow 3G → first model card (median)', ms(median(runs.map((run) => run.slow.inPage))), '');
        const [showBrotli, showGzip] = showBundle;
        row(
          `(h) saved show of ${SHOW_ENTRIES} entries (no thumbnails), brotli / gzip`,
          `${fmtKb(showBrotli.bytes)} / ${fmtKb(showGzip.bytes)}`,
          `${within(kb(showGzip.bytes), BUDGET.showBundleKb)} ${BUDGET.showBundleKb} KB`,
        );
        const carsTab = median(carsTabRuns.map((run) => run.inPage));
        row(
          `(i) Cars tab, offline reload → ${SHOW_ENTRIES}th row (median)`,
          ms(carsTab),
          `${within(carsTab, BUDGET.carsTabMs)} ${BUDGET.carsTabMs} ms`,
        );
        const peoplesChoice = median(phoneRuns.map((run) => run.peoplesChoice));
        row(
          `(j) phone, People’s Choice of ${SHOW_ENTRIES}, offline → last card (median)`,
          ms(peoplesChoice),
          `${within(peoplesChoice, BUDGET.peoplesChoiceMs)} ${BUDGET.peoplesChoiceMs} ms`,
        );
        const carPage = median(phoneRuns.map((run) => run.carPage));
        row(
          '(k) phone, car page by QR address, offline → number (median)',
          ms(carPage),
          `${within(carPage, BUDGET.carPageMs)} ${BUDGET.carPageMs} ms`,
        );
        const slowPeoplesChoice = median(slowPhoneRuns.map((run) => run.peoplesChoice));
        row(
          `(j′) phone, CPU 4× slower, People’s Choice of ${SHOW_ENTRIES} → last card`,
          ms(slowPeoplesChoice),
          `${within(slowPeoplesChoice, BUDGET.slowPhonePeoplesChoiceMs)} ${BUDGET.slowPhonePeoplesChoiceMs} ms`,
        );
        const slowCarPage = median(slowPhoneRuns.map((run) => run.carPage));
        row(
          '(k′) phone, CPU 4× slower, car page by QR address → number',
          ms(slowCarPage),
          `${within(slowCarPage, BUDGET.slowPhoneCarPageMs)} ${BUDGET.slowPhoneCarPageMs} ms`,
        );
      } finally {
        await browser.close();
      }
    },
    // The show's 26 members sign up from this one address.
    { env: SHOW_BENCH_ENV },
  );
}

(({ phone: phoneOnly, 'first-visit': firstVisitOnly })[process.env.BENCH_ONLY ?? ''] ?? main)().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
