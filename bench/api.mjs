// API throughput (not a test; prints numbers): autocannon with 50 connections against (a) a bare Fastify
// hello-world in its own process (bench/hello-world.mjs) as the ceiling of this machine, then (b) the real app on a
// scratch database (its own embedded PostgreSQL, no web build) for each public read route. Prints the machine, then
// one row per target: average req/s, p50 and p99 latency of the 2xx answers, answers other than 2xx/304,
// errors/timeouts, bytes per answer (headers and body as sent), the route's share of the hello-world's req/s, its
// share of the same hello-world sending a body of the route's size (c), and the app's RSS after the route; and the
// app's node process RSS before and after its runs.
// Run: `npm run bench:api` (no build needed). Env: BENCH_SECONDS (10 per target), BENCH_CONNECTIONS (50),
// BENCH_WARMUP_SECONDS (2 per target, not counted), BENCH_ACCEPT_ENCODING ('gzip, deflate, br' as a browser
// sends; '' for uncompressed answers).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, mb, rssBytes, withApp } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
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

async function measure(label, url) {
  if (WARMUP_SECONDS > 0) await cannon(url, WARMUP_SECONDS);
  const result = await cannon(url, SECONDS);
  return { label, result };
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

function printTable(rows, baseline) {
  const columns = [
    ['target', 28, (row) => row.label],
    ['req/s', 9, (row) => row.result.requests.average.toFixed(0)],
    ['p50 ms', 7, (row) => String(row.result.latency.p50)],
    ['p99 ms', 7, (row) => String(row.result.latency.p99)],
    ['not 2xx/304', 12, (row) => String(unexpected(row.result).count)],
    ['err/timeout', 12, (row) => `${row.result.errors}/${row.result.timeouts}`],
    [
      'KB/answer',
      10,
      (row) => (row.result.requests.total ? (row.result.throughput.total / row.result.requests.total / 1024).toFixed(2) : '-'),
    ],
    ['% of hello', 11, (row) => `${((100 * row.result.requests.average) / baseline).toFixed(1)}%`],
    ['% same body', 12, (row) => (row.sameSize ? `${((100 * row.result.requests.average) / row.sameSize).toFixed(1)}%` : '')],
    ['app RSS after', 14, (row) => (row.rss === undefined ? '' : mb(row.rss))],
  ];
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join(' ');
  console.log(`\n${line(columns.map(([title]) => title))}`);
  console.log('-'.repeat(columns.reduce((sum, [, width]) => sum + width + 1, -1)));
  for (const row of rows) console.log(line(columns.map(([, , cell]) => cell(row))));
  for (const row of rows) {
    const { count, detail } = unexpected(row.result);
    if (count) console.log(`  ${row.label}: ${detail}`);
  }
}

async function main() {
  const cpus = os.cpus();
  console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} CPUs, ${mb(os.totalmem())} RAM, Node ${process.version}`);
  console.log(`Load average before: ${loadAverage()}`);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target after a ${WARMUP_SECONDS} s warm-up, ` +
      `Accept-Encoding: ${ACCEPT_ENCODING || '(none)'}; latencies are of the 2xx answers`,
  );

  const rows = [];
  let hello = await startHelloWorld();
  try {
    const row = await measure('hello-world GET /', hello.url);
    console.log(`\nhello-world (pid ${hello.pid}): ${row.result.requests.average.toFixed(0)} req/s, RSS ${mb(rssBytes(hello.pid))}`);
    rows.push(row);
  } finally {
    await hello.stop();
  }

  // A web root that does not exist: the API alone, no static files (api/web/static.ts).
  const env = { WEB_ROOT: path.join(ROOT, 'dist/bench-api-no-web') };
  await withApp(
    async (baseURL, { pid }) => {
      const rssStart = rssBytes(pid);
      console.log(`App node process pid ${pid}: RSS at start ${mb(rssStart)}`);
      for (const route of ROUTES) {
        const row = await measure(`app GET ${route}`, `${baseURL}${route}`);
        row.rss = rssBytes(pid);
        row.bodyBytes = await bodyBytes(`${baseURL}${route}`);
        console.log(`  ${row.label}: ${row.result.requests.average.toFixed(0)} req/s`);
        rows.push(row);
      }
      const rssEnd = rssBytes(pid);
      console.log(
        `App node process RSS: start ${mb(rssStart)}, end ${mb(rssEnd)} (${rssEnd >= rssStart ? '+' : ''}${mb(rssEnd - rssStart)})`,
      );
    },
    { env },
  );

  // The same hello-world sending each route's body size (as sent, compressed): how much of the gap is the bytes.
  hello = await startHelloWorld();
  try {
    for (const row of rows.slice(1)) {
      const same = await measure(`hello-world ${row.bodyBytes} B`, `${hello.url}bytes/${row.bodyBytes}`);
      row.sameSize = same.result.requests.average;
      console.log(`  ${same.label}: ${row.sameSize.toFixed(0)} req/s`);
    }
  } finally {
    await hello.stop();
  }

  printTable(rows, rows[0].result.requests.average);
  console.log(`\nLoad average after: ${loadAverage()}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
