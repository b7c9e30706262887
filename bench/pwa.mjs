// Figures for the offline-first PWA (not a test; prints numbers):
//  (a) gzipped JS and CSS the home route loads, against the 170 KB JS budget;
//  (b) time to fill the offline mirror from an empty browser;
//  (c) time to the first model card on an offline reload of /pontiac.
// Run after a build: `npm run bench:pwa` (builds first). Starts its own server on a free port with a throw-away data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_ROOT = path.join(ROOT, 'dist/pwa');
const JS_BUDGET_KB = 170;
const RUNS = 3;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes) => bytes / 1024;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const gzipped = (assetPath) => gzipSync(readFileSync(path.join(WEB_ROOT, assetPath)), { level: 9 }).length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(0)} ms`;

/** (a) The entry script, its modulepreloads and stylesheets as index.html lists them. */
function entryAssets() {
  const html = readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  const js = new Set();
  const css = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(src);
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
  const verdict = kb(jsTotal) <= JS_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `  JS total:  ${fmtKb(jsTotal)} gz (${verdict} the ${JS_BUDGET_KB} KB budget, ${((kb(jsTotal) / JS_BUDGET_KB) * 100).toFixed(0)}%)`,
  );
  console.log(`  CSS total: ${fmtKb(cssTotal)} gz`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(baseURL, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
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
function watchFirstModelCard() {
  const selector = 'ul[aria-label="Models"] article.catalogue-card';
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

async function oneRun(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(watchFirstModelCard);
  const page = await context.newPage();
  try {
    // (b) empty browser → mirror filled.
    const started = performance.now();
    await page.goto('/');
    let filledAt = null;
    while (filledAt === null) {
      if (performance.now() - started > 60_000) throw new Error('mirror not filled within 60 s');
      if (await page.evaluate(readLastRefreshAt)) filledAt = performance.now();
      else await page.waitForTimeout(20);
    }
    const fill = filledAt - started;

    // (c) service worker in control, then an offline reload of /pontiac.
    await page.evaluate(() => navigator.serviceWorker.ready);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    const wallStart = performance.now();
    await page.goto('/pontiac');
    await page.locator('ul[aria-label="Models"] article.catalogue-card').first().waitFor({ state: 'visible' });
    const wall = performance.now() - wallStart;
    const inPage = await page.evaluate(() => window.__firstModelCard ?? null);
    return { fill, wall, inPage };
  } finally {
    await context.close();
  }
}

async function main() {
  printSizes('(a) Home route, gzipped (entry script + modulepreloads + stylesheets in dist/pwa/index.html)', entryAssets());

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-bench-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser;
  try {
    const serverStart = performance.now();
    await waitForHealth(baseURL, server);
    console.log(`\nServer ready on :${port} in ${ms(performance.now() - serverStart)} (fresh data dir ${dataDir})`);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

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

    const runs = [];
    for (let index = 0; index < RUNS; index += 1) {
      const run = await oneRun(browser, baseURL);
      runs.push(run);
      console.log(
        `\nrun ${index + 1}: mirror fill ${ms(run.fill)}; offline /pontiac first card ${ms(run.wall)} wall` +
          (run.inPage === null ? '' : `, ${ms(run.inPage)} after navigation start`),
      );
    }
    const summary = (label, values) =>
      console.log(`  ${label.padEnd(52)} min ${ms(Math.min(...values)).padStart(7)}   median ${ms(median(values)).padStart(7)}`);
    console.log(`\nSummary over ${RUNS} runs (fresh browser context each):`);
    summary(
      '(b) empty browser → mirror lastRefreshAt written',
      runs.map((run) => run.fill),
    );
    summary(
      '(c) offline reload /pontiac → first model card (wall)',
      runs.map((run) => run.wall),
    );
    const inPage = runs.map((run) => run.inPage).filter((value) => value !== null);
    if (inPage.length) summary('(c) … measured in page from navigation start', inPage);
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
