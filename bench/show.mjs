// Show day at scale (not a test, prints numbers): seeds the demo forum and a demo show of 500 cars (npm run
// seed:demo -- --show-entries 500) into a throw-away data folder, starts the app on it, then prints (1) the size on the
// wire of GET /api/shows/{id}/offline, everything a show needs offline but the thumbnails (status line, headers and
// body as sent) in brotli and in gzip as browsers ask for them, and uncompressed; budget 300 KB; and (2) the show's
// reads under 50 keep-alive connections: the offline bundle, the show and a car's page (req/s, p50, p99; p99 target
// < 50 ms). Not autocannon: it turns every answer's body into a string, which for the 40 KB brotli bundle caps it at
// about 600 answers a second on this machine (a profile shows it busy in Buffer#toString while the server idles); the
// load here counts the bytes and drops them. Run: `npm run bench:show`. Env: BENCH_SECONDS (10 per target),
// BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (2), SHOW_ENTRIES (500).
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, seedDemo, withApp } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ENTRIES = Number(process.env.SHOW_ENTRIES ?? 500);
const BUNDLE_BUDGET_BYTES = 300 * 1024;
const P99_TARGET_MS = 50;
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** One GET as a browser sends it: the bytes the server sent (status line and headers, body) and the answer's encoding. */
const onTheWire = (url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const sent = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n${response.rawHeaders
        .map((value, index) => (index % 2 ? `${value}\r\n` : `${value}: `))
        .join('')}\r\n`;
      let body = 0;
      response.on('data', (chunk) => (body += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'none', bytes: head.length + body, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `connections` keep-alive connections, each sending the next GET when its answer has ended, for `seconds`. */
async function hammer(url, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let notOk = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const sent = request(url, { agent, headers: { 'accept-encoding': BROWSER_ENCODING } }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode !== 200) notOk += 1;
          resolve();
        });
      });
      sent.on('error', () => {
        errors += 1;
        resolve();
      });
      sent.end();
    });
  const connection = async () => {
    while (performance.now() < until) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? NaN;
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), notOk, errors };
}

async function load(url) {
  if (WARMUP_SECONDS > 0) await hammer(url, WARMUP_SECONDS);
  return hammer(url, SECONDS);
}

async function main() {
  const cpus = os.cpus();
  console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} CPUs, Node ${process.version}`);
  let showId;
  await withApp(
    async (baseURL) => {
      const bundleUrl = `${baseURL}/api/shows/${showId}/offline`;
      // The first answer is built afresh, as after every entry or check-in on show day.
      const started = performance.now();
      const bundle = await (await fetch(bundleUrl)).json();
      const built = performance.now() - started;
      console.log(
        `\nThe offline bundle: ${bundle.entries.length} cars in ${bundle.show.classes.length} classes, built afresh in ${built.toFixed(0)} ms`,
      );
      for (const [label, encoding] of [
        ['as a browser asks (br)', BROWSER_ENCODING],
        ['gzip only', 'gzip, deflate'],
        ['uncompressed', ''],
      ]) {
        const answer = await onTheWire(bundleUrl, encoding);
        const verdict = encoding ? ` (budget ${kb(BUNDLE_BUDGET_BYTES)}: ${answer.bytes <= BUNDLE_BUDGET_BYTES ? 'within' : 'OVER'})` : '';
        console.log(
          `  ${label.padEnd(24)} ${kb(answer.bytes).padStart(9)} on the wire, body ${kb(answer.body)}, ${answer.encoding}${verdict}`,
        );
      }
      const targets = [
        ['GET /api/shows/{id}/offline', bundleUrl],
        ['GET /api/shows/{id}', `${baseURL}/api/shows/${showId}`],
        ['GET /api/shows/{id}/entries/250', `${baseURL}/api/shows/${showId}/entries/${Math.ceil(ENTRIES / 2)}`],
      ];
      console.log(
        `\n${CONNECTIONS} keep-alive connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s warm-up, Accept-Encoding: ${BROWSER_ENCODING}`,
      );
      console.log(
        `${'target'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'not 2xx'.padStart(8)} ${'errors'.padStart(7)}`,
      );
      for (const [label, url] of targets) {
        const result = await load(url);
        const mark = result.p99 < P99_TARGET_MS ? '' : `  (p99 target < ${P99_TARGET_MS} ms: missed)`;
        console.log(
          `${label.padEnd(34)} ${result.perSecond.toFixed(0).padStart(8)} ${result.p50.toFixed(1).padStart(7)} ` +
            `${result.p99.toFixed(1).padStart(7)} ${String(result.notOk).padStart(8)} ${String(result.errors).padStart(7)}${mark}`,
        );
      }
    },
    {
      prepare: async (dataDir) => {
        showId = await seedDemo(dataDir, {
          args: ['--show-entries', String(ENTRIES)],
          find: (output) => /demo show .*\/events\/([0-9a-f-]{36})/.exec(output)?.[1],
          seeded: `Demo forum and a show of ${ENTRIES} cars`,
        });
      },
      env: { WEB_ROOT: path.join(ROOT, 'dist/bench-api-no-web') },
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
