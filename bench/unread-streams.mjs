// One member's flood of live bell streams (not a test, prints numbers): starts the app on a throw-away data folder
// (reference data only), signs up two members, then opens BENCH_STREAMS (500) unread-count streams
// (GET /api/notifications/unread-count/stream) as the first member all at once, each on its own connection as that
// many tabs or scripts would, and meanwhile measures the second member's GET /api/notifications, BENCH_REQUESTS (200)
// of them one after the other on one keep-alive connection. Then the same requests with no stream open, the baseline.
// Prints the streams' answers by status, how long until all had answered, and p50/p99 of the other member's list.
// Run: `npm run bench:streams`. Env: BENCH_STREAMS (500), BENCH_REQUESTS (200).
import { Agent, request } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { ROOT, withApp } from './server.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

async function signUp(baseURL, name) {
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ name, email: `bench-${Date.now()}-${name.replaceAll(' ', '-')}@example.com`, password: 'bench password' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`bench sign-up failed: ${response.status}`);
  return cookie;
}

/**
 * Opens one stream on a connection of its own; resolves with its status once the answer's head has come (a refusal's
 * body is read to its end), and the answer, so that an open stream can be closed later. An error counts as status 0.
 */
const openStream = (url, cookie) =>
  new Promise((resolve) => {
    const sent = request(url, { agent: false, headers: { accept: 'text/event-stream', cookie } }, (response) => {
      if (response.statusCode === 200) return resolve({ status: 200, response });
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, response }));
    });
    sent.on('error', () => resolve({ status: 0 }));
    sent.end();
  });

/** `count` GETs of `url` one after the other on one keep-alive connection: their latencies (ms) and statuses. */
async function timedGets(url, cookie, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const statuses = new Map();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const sent = request(url, { agent, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      sent.on('error', () => resolve(0));
      sent.end();
    });
    latencies.push(performance.now() - started);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? NaN, statuses };
}

const byStatus = (statuses) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status === 0 ? 'connection error' : status}`)
    .join(', ');
const figures = (result) =>
  `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (${byStatus(result.statuses)})`;

async function main() {
  const cpus = os.cpus();
  console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} CPUs, Node ${process.version}`);
  await withApp(
    async (baseURL) => {
      const flooder = await signUp(baseURL, 'Bench Flooder');
      const reader = await signUp(baseURL, 'Bench Reader');
      const streamUrl = `${baseURL}/api/notifications/unread-count/stream`;
      const listUrl = `${baseURL}/api/notifications`;
      console.log(
        `load average ${os
          .loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      );

      const started = performance.now();
      let allAnswered = NaN;
      const opening = Promise.all(Array.from({ length: STREAMS }, () => openStream(streamUrl, flooder))).then((streams) => {
        allAnswered = performance.now() - started;
        return streams;
      });
      const [streams, during] = await Promise.all([opening, timedGets(listUrl, reader, REQUESTS)]);
      const streamStatuses = new Map();
      for (const { status } of streams) streamStatuses.set(status, (streamStatuses.get(status) ?? 0) + 1);
      console.log(
        `\n${STREAMS} streams opened at once by one member: ${byStatus(streamStatuses)}; all answered in ${allAnswered.toFixed(0)} ms`,
      );
      console.log(`Another member's GET /api/notifications meanwhile (${REQUESTS} in a row): ${figures(during)}`);
      for (const { response } of streams) response?.destroy();

      const baseline = await timedGets(listUrl, reader, REQUESTS);
      console.log(`The same with no stream open (baseline):                ${figures(baseline)}`);
    },
    // The API alone: no built PWA needed.
    { env: { WEB_ROOT: path.join(ROOT, 'dist/bench-api-no-web') } },
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
