// API throughput (not a test; prints numbers): autocannon with 50 connections against (a) a bare Fastify
// hello-world in its own process (bench/hello-world.mjs) as the ceiling of this machine, and (b) the real app on a
// scratch database (its own embedded PostgreSQL, no web build), for each public read route. Both listen throughout;
// for each route, in rounds, the hello-world, the route, and the hello-world sending a body of the route's size run
// one after the other, so that each share compares runs seconds apart on a machine whose speed drifts. Prints the
// machine, then one row per route: req/s (median of the rounds) beside the hello-world's, p50 (median) and p99 (worst
// round) of the 2xx answers, answers other than 2xx/304, errors/timeouts, bytes per answer (headers and body as
// sent), the route's share of the hello-world's req/s and of the same hello-world sending the route's body size
// (medians of the rounds' shares), and the app's RSS after the route; and the app's RSS before and after its runs.
// Run: `npm run bench:api` (no build needed). Env: BENCH_SECONDS (5 per run), BENCH_ROUNDS (3), BENCH_CONNECTIONS
// (50), BENCH_WARMUP_SECONDS (1 per run, not counted), BENCH_APP_WARMUP_SECONDS (5 per route, once, before any is
// measured: a process just started answers at about half its speed while V8 compiles its hot paths), and
// BENCH_ACCEPT_ENCODING (none by default, as the budget is measured: the server sends the JSON as it keeps it; 'gzip, deflate, br'
// for what a browser asks), and BENCH_DEMO=1 (seeds the demo forum and car show first, `npm run seed:demo`, so that
// the events list and the forum's Hot page carry content; without it they are nearly empty).
// The share that counts is the same-size one: sending n bytes costs the server and the client the same whatever the
// framework, so only the route's own work shows in it. Beside it, the server's CPU time per answer (from /proc, app
// and same-size hello-world) and its share: req/s moves with whatever else the machine runs, CPU per answer hardly.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, mb, median, rssBytes, seedDemo, withApp } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const APP_WARMUP_SECONDS = Number(process.env.BENCH_APP_WARMUP_SECONDS ?? 5);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? '';
const DEMO = process.env.BENCH_DEMO === '1';
/** Every read at 70 % or more of the hello-world sending a body of the same size, in the same run. */
const SAME_SIZE_GOAL = 0.7;
const ROUTES = [
  '/api/models',
  '/api/models/gto',
  '/api/valuations',
  '/api/diy-videos',
  '/api/communities',
  '/api/events',
  '/api/posts?sort=hot',
];

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const headers = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

/** One autocannon run; resolves with its result (autocannon's tracker is a thenable). */
const cannon = (url, seconds) => autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });

/** Answers that are neither 2xx nor 304, by status code (e.g. "500×12"). */
function unexpected(result) {
  const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !/^2\d\d$/.test(code) && code !== '304');
  const count = codes.reduce((sum, [, { count }]) => sum + count, 0);
  return { count, detail: codes.map(([code, { count }]) => `${code}×${count}`).join(' ') };
}

/** Bytes of one answer's body as sent (compressed as the bench asks), headers left out. */
const bodyBytes = (url) =>
  new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    });
    sent.on('error', reject);
    sent.end();
  });

/** CPU time (user + system) a process has used, in microseconds, from /proc (clock ticks of 10 ms). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * One measured run; `cpuPerAnswer` is the server's CPU time per answer (µs). Unlike req/s it hardly depends on what
 * else the machine is doing, so the share of CPU per answer says what the route costs even on a busy machine.
 */
async function measure(label, url, pid) {
  if (WARMUP_SECONDS > 0) await cannon(url, WARMUP_SECONDS);
  const before = cpuMicros(pid);
  const result = await cannon(url, SECONDS);
  return { label, result, cpuPerAnswer: (cpuMicros(pid) - before) / Math.max(1, result.requests.total) };
}

/** Starts bench/hello-world.mjs in its own node process; resolves once it listens. */
async function startHelloWorld() {
  const child = fork(path.join(import.meta.dirname, 'hello-world.mjs'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop };
}

/**
 * One route's row: ROUNDS rounds, each the hello-world, the route and the hello-world sending the route's body size,
 * one right after the other, so that each share compares runs a few seconds apart (this machine's speed drifts by
 * a third from one minute to the next). Shares are the medians of the rounds'; req/s and p50 the medians, p99 the
 * worst round's; answers other than 2xx/304 and errors add up.
 */
async function measureRoute(route, baseURL, hello, appPid) {
  const url = `${baseURL}${route}`;
  const bodySize = await bodyBytes(url);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { result: helloResult } = await measure('hello', hello.url, hello.pid);
    const { result, cpuPerAnswer } = await measure(route, url, appPid);
    const { result: sameResult, cpuPerAnswer: sameCpu } = await measure('same', `${hello.url}bytes/${bodySize}`, hello.pid);
    rounds.push({ result, hello: helloResult.requests.average, sameSize: sameResult.requests.average, cpuPerAnswer, sameCpu });
  }
  const results = rounds.map((round) => round.result);
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  return {
    label: `app GET ${route}`,
    bodyBytes: bodySize,
    reqPerSecond: median(results.map((result) => result.requests.average)),
    p50: median(results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    unexpected: results
      .map(unexpected)
      .reduce((total, one) => ({ count: total.count + one.count, detail: [total.detail, one.detail].filter(Boolean).join(' ') }), {
        count: 0,
        detail: '',
      }),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    kbPerAnswer:
      sum((result) => result.throughput.total) /
      Math.max(
        1,
        sum((result) => result.requests.total),
      ) /
      1024,
    helloReqPerSecond: median(rounds.map((round) => round.hello)),
    shareOfHello: median(rounds.map((round) => round.result.requests.average / round.hello)),
    shareOfSameSize: median(rounds.map((round) => round.result.requests.average / round.sameSize)),
    cpuPerAnswer: median(rounds.map((round) => round.cpuPerAnswer)),
    sameSizeCpuPerAnswer: median(rounds.map((round) => round.sameCpu)),
    cpuShareOfSameSize: median(rounds.map((round) => round.sameCpu / round.cpuPerAnswer)),
  };
}

function printTable(rows) {
  const percent = (share) => `${(100 * share).toFixed(1)}%`;
  const columns = [
    ['target', 28, (row) => row.label],
    ['req/s', 9, (row) => row.reqPerSecond.toFixed(0)],
    ['hello req/s', 12, (row) => row.helloReqPerSecond.toFixed(0)],
    ['p50 ms', 7, (row) => String(row.p50)],
    ['p99 ms', 7, (row) => String(row.p99)],
    ['not 2xx/304', 12, (row) => String(row.unexpected.count)],
    ['err/timeout', 12, (row) => `${row.errors}/${row.timeouts}`],
    ['KB/answer', 10, (row) => row.kbPerAnswer.toFixed(2)],
    ['% of hello', 11, (row) => percent(row.shareOfHello)],
    ['% same body', 12, (row) => percent(row.shareOfSameSize)],
    ['CPU µs app/same', 16, (row) => `${row.cpuPerAnswer.toFixed(1)}/${row.sameSizeCpuPerAnswer.toFixed(1)}`],
    ['% same CPU', 11, (row) => percent(row.cpuShareOfSameSize)],
    ['app RSS after', 14, (row) => mb(row.rss)],
  ];
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join(' ');
  console.log(`\n${line(columns.map(([title]) => title))}`);
  console.log('-'.repeat(columns.reduce((sum, [, width]) => sum + width + 1, -1)));
  for (const row of rows) console.log(line(columns.map(([, , cell]) => cell(row))));
  for (const row of rows) if (row.unexpected.count) console.log(`  ${row.label}: ${row.unexpected.detail}`);
}

async function main() {
  const cpus = os.cpus();
  console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} CPUs, ${mb(os.totalmem())} RAM, Node ${process.version}`);
  console.log(`Load average before: ${loadAverage()}`);
  console.log(
    DEMO
      ? 'Data: reference data, the demo forum and the demo show (BENCH_DEMO=1)'
      : 'Data: reference data only (BENCH_DEMO=1 adds the demo forum and show)',
  );
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, ${ROUNDS} rounds ` +
      `per route (hello-world, route, hello-world with the route's body size), Accept-Encoding: ${ACCEPT_ENCODING || '(none)'}; ` +
      'latencies are of the 2xx answers',
  );

  const rows = [];
  const hello = await startHelloWorld();
  try {
    // A web root that does not exist: the API alone, no static files (api/web/static.ts). With the demo show, the
    // build's web app too, for the server-rendered car page a dash card's QR code opens (npm run build first).
    const env = { WEB_ROOT: path.join(ROOT, DEMO ? 'dist/pwa' : 'dist/bench-api-no-web') };
    const routes = [...ROUTES];
    await withApp(
      async (baseURL, { pid }) => {
        const rssStart = rssBytes(pid);
        console.log(`App node process pid ${pid}: RSS at start ${mb(rssStart)}; hello-world pid ${hello.pid}`);
        // The first route measured would otherwise pay the app's start (its code still being compiled).
        if (APP_WARMUP_SECONDS > 0) for (const route of routes) await cannon(`${baseURL}${route}`, APP_WARMUP_SECONDS);
        if (APP_WARMUP_SECONDS > 0) await cannon(hello.url, APP_WARMUP_SECONDS);
        for (const route of routes) {
          const row = await measureRoute(route, baseURL, hello, pid);
          row.rss = rssBytes(pid);
          console.log(
            `  ${row.label}: ${row.reqPerSecond.toFixed(0)} req/s, ${(100 * row.shareOfSameSize).toFixed(1)} % of the hello-world ` +
              `sending its ${row.bodyBytes} bytes, ${(100 * row.shareOfHello).toFixed(1)} % of the tiny one (${row.helloReqPerSecond.toFixed(0)} req/s)`,
          );
          rows.push(row);
        }
        const rssEnd = rssBytes(pid);
        console.log(
          `App node process RSS: start ${mb(rssStart)}, end ${mb(rssEnd)} (${rssEnd >= rssStart ? '+' : ''}${mb(rssEnd - rssStart)})`,
        );
      },
      {
        env,
        prepare: DEMO
          ? async (dataDir) => {
              const show = await seedDemo(dataDir, {
                find: (output) => /\/events\/[0-9a-f-]{36}/.exec(output)?.[0],
                seeded: 'Demo forum and show',
              });
              routes.push(`${show}/cars/1`);
            }
          : undefined,
      },
    );
  } finally {
    await hello.stop();
  }

  printTable(rows);
  const lowest = rows.reduce((low, row) => (row.shareOfSameSize < low.shareOfSameSize ? row : low), rows[0]);
  const below = rows.filter((row) => row.shareOfSameSize < SAME_SIZE_GOAL);
  console.log(
    `\nSame-size share: ${rows.map((row) => `${row.label.replace('app GET ', '')} ${(100 * row.shareOfSameSize).toFixed(1)} %`).join(', ')}; ` +
      `lowest ${(100 * lowest.shareOfSameSize).toFixed(1)} % (${lowest.label}); goal ${100 * SAME_SIZE_GOAL} %: ` +
      (below.length ? `${below.length} below` : 'every route meets it'),
  );
  console.log(`Load average after: ${loadAverage()}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
