// Lighthouse on a phone's first visit (not a test; prints numbers): mobile defaults (simulated slow 4G: 150 ms RTT,
// 1.6 Mbit/s, 4× CPU slowdown, Moto G Power screen) against a freshly started built app with the demo forum and show
// (`npm run seed:demo`), each run in a fresh Chromium profile: the prerendered / and /pontiac, and the pages the server
// renders with their data: the show, car 137 (what its dash card's QR code opens), the forum and a post. Run: `npm run bench:lighthouse` (builds first). LH_RUNS=5 for more runs per page;
// LH_ONLY=community measures only the pages whose address holds it (LH_ONLY==/ the one at exactly /); LH_DETAILS=1 also prints each run's longest main-thread tasks and the scripts that cost the most main-thread time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, median, ms, seedDemo, withApp } from './server.mjs';

/** The prerendered pages; the demo's show, car, forum and post are added once seeded (see main). */
const PRERENDERED = ['/', '/pontiac'];
/** The car a dash card's QR code opens in the issue's measure (the demo show has 200). */
const CAR_NUMBER = 137;
const RUNS = Number(process.env.LH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** One Lighthouse run through its CLI (which launches Chromium itself, from CHROME_PATH); the parsed JSON report. */
function lighthouse(url) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'pontiac-lighthouse-'));
  const outFile = path.join(outDir, 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices',
    // The trace too (report-0.trace.json beside it), for the blocking time from CPU time below.
    '--save-assets',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}`);
        const report = JSON.parse(readFileSync(outFile, 'utf8'));
        report.cpuBlockingTime = cpuBlockingTime(JSON.parse(readFileSync(path.join(outDir, 'report-0.trace.json'), 'utf8')));
        resolve(report);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Total Blocking Time from the main thread's CPU time instead of its wall time: Σ max(0, 4 × CPU − 50 ms) over the
 * page's main-thread tasks after the first contentful paint. On a 2-core machine shared by Chromium's processes,
 * Lighthouse and the server, a task waits for a core for as long again as it runs, and Lighthouse counts the wait
 * (×4); this figure is what the page's own work would block on a phone 4× slower than one free core.
 */
function cpuBlockingTime({ traceEvents: events }) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return Number.NaN;
  return events
    .filter((event) => event.name === 'RunTask' && event.pid === fcp.pid && event.tid === fcp.tid && event.ts >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50), 0);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try before giving up. */
async function lighthouseWithRetry(url) {
  try {
    return await lighthouse(url);
  } catch (error) {
    console.log(`  (${error.message}; trying once more)`);
    return lighthouse(url);
  }
}

/** The figures we track from one report. */
function figures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cpuTbt: report.cpuBlockingTime,
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    bytes: audit('total-byte-weight'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    warnings: report.runWarnings ?? [],
    // Lighthouse's own measure of the host's CPU (a mid-range phone is about 1,000; its 4× slowdown assumes a desktop).
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).slice(0, 6),
    bootup: (report.audits['bootup-time']?.details?.items ?? []).slice(0, 6),
  };
}

/** Where the blocking time comes from (simulated figures, as Lighthouse scores them). */
function printDetails(run) {
  const short = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
  for (const task of run.longTasks) console.log(`    long task at ${ms(task.startTime)}: ${ms(task.duration)}  ${short(task.url)}`);
  for (const script of run.bootup)
    console.log(`    script ${short(script.url)}: ${ms(script.scripting)} running, ${ms(script.scriptParseCompile)} parse and compile`);
}

const COLUMNS = [
  ['Perf', (f) => String(f.performance)],
  ['FCP', (f) => ms(f.fcp)],
  ['LCP', (f) => ms(f.lcp)],
  ['TBT', (f) => ms(f.tbt)],
  ['TBT cpu', (f) => ms(f.cpuTbt)],
  ['CLS', (f) => f.cls.toFixed(3)],
  ['SI', (f) => ms(f.speedIndex)],
  ['Bytes', (f) => `${(f.bytes / 1024).toFixed(1)} KB`],
  ['A11y', (f) => String(f.accessibility)],
  ['BestPr', (f) => String(f.bestPractices)],
];
const row = (label, cells) => `  ${label.padEnd(24)}${cells.map((cell) => cell.padStart(10)).join('')}`;

/** A page's address in the table: ids shortened (`/events/…/cars/137`). */
const shortPage = (page) => page.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…');

function medianFigures(runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return Object.fromEntries(
    ['performance', 'fcp', 'lcp', 'tbt', 'cpuTbt', 'cls', 'speedIndex', 'bytes', 'accessibility', 'bestPractices'].map((key) => [
      key,
      of(key),
    ]),
  );
}

async function main() {
  let show = '';
  const results = await withApp(
    async (baseURL) => {
      // A post as most are (a few comments), from the forum's first page.
      const { items } = await (await fetch(`${baseURL}/api/posts?sort=hot`)).json();
      const all = [...PRERENDERED, show, `${show}/cars/${CAR_NUMBER}`, '/community', `/post/${items[0].id}`];
      // LH_ONLY=community: only the pages whose address contains it; LH_ONLY==/ only the page at exactly that address.
      const only = process.env.LH_ONLY;
      const pages = all.filter((page) => !only || (only.startsWith('=') ? page === only.slice(1) : page.includes(only)));
      const byPage = new Map();
      for (const page of pages) {
        const runs = [];
        for (let index = 0; index < RUNS; index += 1) {
          const run = figures(await lighthouseWithRetry(`${baseURL}${page}`));
          runs.push(run);
          console.log(
            `  ${shortPage(page)} run ${index + 1}: performance ${run.performance}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, ` +
              `TBT from CPU time ${ms(run.cpuTbt)}, CLS ${run.cls.toFixed(3)}, host benchmarkIndex ${run.benchmarkIndex.toFixed(0)}`,
          );
          for (const warning of run.warnings) console.log(`    warning: ${warning}`);
          if (process.env.LH_DETAILS) printDetails(run);
        }
        byPage.set(page, runs);
      }
      return byPage;
    },
    {
      prepare: async (dataDir) => {
        show = await seedDemo(dataDir, {
          find: (output) => /\/events\/[0-9a-f-]{36}/.exec(output)?.[0],
          seeded: 'Demo forum and show',
        });
      },
    },
  );

  console.log(
    `\nLighthouse ${RUNS === 1 ? '(1 run)' : `(${RUNS} runs per page; median row is the median of each figure)`}, mobile, simulated slow 4G, 4× CPU`,
  );
  console.log(
    row(
      '',
      COLUMNS.map(([title]) => title),
    ),
  );
  for (const [page, runs] of results) {
    runs.forEach((run, index) =>
      console.log(
        row(
          `${shortPage(page)} #${index + 1}`,
          COLUMNS.map(([, cell]) => cell(run)),
        ),
      ),
    );
    if (runs.length > 1)
      console.log(
        row(
          `${shortPage(page)} median`,
          COLUMNS.map(([, cell]) => cell(medianFigures(runs))),
        ),
      );
  }
  console.log('\nLCP element per page (first run):');
  for (const [page, [first]] of results) console.log(`  ${shortPage(page).padEnd(18)} ${first.lcpElement.slice(0, 110)}`);
  console.log('\nTargets: performance ≥ 95, LCP ≤ 2000 ms, CLS ≤ 0.05, accessibility 100.');
  console.log('TBT cpu: the blocking time of the same tasks counted by their CPU time, without waits for a core (see cpuBlockingTime).');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
