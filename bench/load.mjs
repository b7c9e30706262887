// Sustained load on the built app (not a test; prints numbers): 200 connections for 60 s spread evenly over the
// home page / and the catalogue (/api/models, /api/models/gto, /pontiac), one autocannon instance per target running
// side by side, against a freshly started app (own embedded PostgreSQL, throw-away data folder, web root dist/pwa).
// Prints per target and in total: requests, req/s, errors/timeouts, answers other than 2xx/304, p50/p99/max latency
// (of every answer, whatever its status); every 5 s the app's node process RSS and the answers per target since the
// last sample (start, max, end RSS below); and whether GET /api/health answers 200 right afterwards, in how long.
// Run: `npm run bench:load` (builds first), or `node bench/load.mjs` against an existing build.
// Env: LOAD_SECONDS (60), LOAD_CONNECTIONS (200, split over the targets), LOAD_TARGETS (comma-separated paths instead
// of the four above), BENCH_ACCEPT_ENCODING ('gzip, deflate, br' as a browser sends; '' for none).
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, mb, rssBytes, withApp } from './server.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const TARGETS = process.env.LOAD_TARGETS?.split(',').filter(Boolean) ?? ['/', '/api/models', '/api/models/gto', '/pontiac'];
const SAMPLE_EVERY_MS = 5_000;
const WEB_ROOT = path.join(ROOT, 'dist/pwa');

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const headers = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

/** The q-th percentile (0–100) of a sorted array, nearest rank. */
const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] : NaN);

function unexpected(statusCodeStats) {
  const codes = Object.entries(statusCodeStats).filter(([code]) => !/^2\d\d$/.test(code) && code !== '304');
  return {
    count: codes.reduce((sum, [, { count }]) => sum + count, 0),
    detail: codes.map(([code, { count }]) => `${code}×${count}`).join(' '),
  };
}

/**
 * One autocannon instance per target, `connections` split between them, run together; every answer's latency kept,
 * and a running count of answers per target (`counts`, read by the 5 s sampler).
 */
function load(baseURL, counts) {
  const runs = TARGETS.map((target, i) => {
    const connections = Math.floor(CONNECTIONS / TARGETS.length) + (i < CONNECTIONS % TARGETS.length ? 1 : 0);
    const latencies = [];
    const tracker = autocannon({ url: `${baseURL}${target}`, connections, duration: SECONDS, headers });
    tracker.on('response', (_client, _statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      counts[i] += 1;
    });
    return { target, connections, latencies, tracker };
  });
  return Promise.all(runs.map((run) => run.tracker)).then((results) => runs.map((run, i) => ({ ...run, result: results[i] })));
}

async function main() {
  if (!existsSync(path.join(WEB_ROOT, 'index.html')))
    throw new Error(`No build in ${WEB_ROOT}: run \`npm run bench:load\` (builds first).`);
  const cpus = os.cpus();
  console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} CPUs, ${mb(os.totalmem())} RAM, Node ${process.version}`);
  console.log(`Load average before: ${loadAverage()}`);
  console.log(
    `autocannon: ${CONNECTIONS} connections over ${TARGETS.join(', ')} for ${SECONDS} s, ` +
      `Accept-Encoding: ${ACCEPT_ENCODING || '(none)'}`,
  );

  await withApp(async (baseURL, { pid }) => {
    const started = performance.now();
    const samples = [];
    const counts = TARGETS.map(() => 0);
    const sample = () => samples.push({ at: (performance.now() - started) / 1000, rss: rssBytes(pid), counts: [...counts] });
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    let runs;
    try {
      runs = await load(baseURL, counts);
    } finally {
      clearInterval(sampler);
    }
    sample();

    const healthStart = performance.now();
    let health;
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      health = `${response.status}${response.ok ? ' (OK)' : ' (NOT OK)'}`;
    } catch (error) {
      health = `no answer (${error.message})`;
    }
    const healthMs = performance.now() - healthStart;

    const columns = [
      ['target', 18],
      ['conns', 6],
      ['requests', 9],
      ['req/s', 7],
      ['err/timeout', 12],
      ['not 2xx/304', 12],
      ['p50 ms', 7],
      ['p99 ms', 7],
      ['max ms', 7],
    ];
    const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join(' ');
    console.log(`\n${line(columns.map(([title]) => title))}`);
    console.log('-'.repeat(columns.reduce((sum, [, width]) => sum + width + 1, -1)));
    const all = [];
    const totalCodes = {};
    let errors = 0;
    let timeouts = 0;
    for (const { target, connections, latencies, result } of runs) {
      const sorted = Float64Array.from(latencies).sort();
      for (const value of sorted) all.push(value);
      errors += result.errors;
      timeouts += result.timeouts;
      for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
        totalCodes[code] = { count: (totalCodes[code]?.count ?? 0) + count };
      }
      console.log(
        line([
          target,
          String(connections),
          String(result.requests.total),
          result.requests.average.toFixed(0),
          `${result.errors}/${result.timeouts}`,
          String(unexpected(result.statusCodeStats ?? {}).count),
          percentile(sorted, 50).toFixed(0),
          percentile(sorted, 99).toFixed(0),
          (sorted.at(-1) ?? NaN).toFixed(0),
        ]),
      );
    }
    const sortedAll = Float64Array.from(all).sort();
    const total = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
    console.log(
      line([
        'total',
        String(CONNECTIONS),
        String(total),
        (total / SECONDS).toFixed(0),
        `${errors}/${timeouts}`,
        String(unexpected(totalCodes).count),
        percentile(sortedAll, 50).toFixed(0),
        percentile(sortedAll, 99).toFixed(0),
        (sortedAll.at(-1) ?? NaN).toFixed(0),
      ]),
    );
    console.log(
      `Status codes: ${Object.entries(totalCodes)
        .map(([code, { count }]) => `${code}×${count}`)
        .join(' ')}`,
    );

    const rss = samples.map((s) => s.rss).filter((value) => value !== undefined);
    console.log(`\nApp node process (pid ${pid}) every ${SAMPLE_EVERY_MS / 1000} s: RSS, and answers per target since the last sample`);
    console.log(`  ${'time'.padStart(6)} ${'RSS'.padStart(10)} ${TARGETS.map((target) => target.padStart(16)).join(' ')}`);
    samples.forEach((s, i) => {
      const answers = s.counts.map((count, t) => String(count - (i ? samples[i - 1].counts[t] : 0)).padStart(16));
      console.log(`  ${`${s.at.toFixed(1)}s`.padStart(6)} ${mb(s.rss).padStart(10)} ${answers.join(' ')}`);
    });
    console.log(`  RSS start ${mb(rss[0])}, max ${mb(Math.max(...rss))}, end ${mb(rss.at(-1))}`);
    console.log(`\nGET /api/health afterwards: ${health} in ${healthMs.toFixed(0)} ms`);
  });
  console.log(`Load average after: ${loadAverage()}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
