// The crowd when the signal returns (not a test, prints numbers): a show of 400 cars in 8 classes and CROWD_N (2,000)
// members' phones that were an hour without signal, all coming back within CROWD_WINDOW_S (10 s). Each phone holds
// what the app would have queued (a People's Choice vote; a helper's check-ins; a judge's score sheets; for a fifth of
// them a forum comment) and does what the app does on its return (bench/crowd-phone.mjs). Meanwhile an unrelated
// visitor reads the forum and the catalogue. Prints the time until every queued write was on the server, what the
// database holds of them (each counted once), p50/p99 per kind of request, the answers by status (503 only with
// Retry-After, no other 5xx, no timeout), and from each server's Prometheus metrics the database pool's peak and
// waiting requests, the event loop delay's p99 and the RSS.
// The members, their sessions (cookies in crowd-state.json) and the show are made once in CROWD_DATA_DIR
// (.data-bench-crowd, with the demo forum of `npm run seed:demo` and its own embedded PostgreSQL) and reused.
// CROWD_SERVERS=2: two app servers behind HAProxy with PgBouncer (bench/crowd-servers.mjs). Everything talks to
// 127.0.0.1 only, and the run stops by itself after CROWD_DEADLINE_S (300) from the window's start.
// Run: `npm run bench:crowd`. Env: CROWD_N, CROWD_WINDOW_S, CROWD_SERVERS (1), CROWD_DEADLINE_S, CROWD_DATA_DIR.
import { Agent } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Answers, comeBack, connects, send, visitor } from './crowd-phone.mjs';
import { countWrites, prepareCrowd } from './crowd-seed.mjs';
import { CROWD_SESSION_SECRET, scrapeMetrics, serverLatencies, startDatabase, startSite } from './crowd-servers.mjs';
import { ROOT, seedDemo } from './server.mjs';

const N = Number(process.env.CROWD_N ?? 2000);
const WINDOW_S = Number(process.env.CROWD_WINDOW_S ?? 10);
const SERVERS = Number(process.env.CROWD_SERVERS ?? 1);
const DEADLINE_S = Number(process.env.CROWD_DEADLINE_S ?? 300);
const DATA_DIR = path.resolve(process.env.CROWD_DATA_DIR ?? path.join(ROOT, '.data-bench-crowd'));
/** Past this the whole bench stops, whatever it was doing (a first seeding included). */
const HARD_LIMIT_MS = (DEADLINE_S + 900) * 1000;
const SCRAPE_EVERY_MS = 250;
const TARGETS = { allWrittenS: 30, writeP99Ms: 2000, visitorP99Ms: 500 };
const WRITE_KINDS = ['check-in', 'score', 'vote', 'comment'];

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** The q-th share (0–1) of sorted values, nearest rank. */
const at = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : NaN);
const sorted = (values) => Float64Array.from(values).sort();
const mb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

/** Every server's pool, event loop and memory, read every SCRAPE_EVERY_MS: the peaks. */
function sampleServers(servers) {
  const peaks = servers.map(() => ({ poolInUse: 0, poolWaiting: 0, eventLoopP99Ms: 0, rssBytes: 0, scrapes: 0, failed: 0 }));
  let running = true;
  const loop = async (server, peak) => {
    while (running) {
      const started = Date.now();
      try {
        const figures = await scrapeMetrics(server.metricsUrl);
        peak.scrapes += 1;
        for (const key of ['poolInUse', 'poolWaiting', 'eventLoopP99Ms', 'rssBytes'])
          if (Number.isFinite(figures[key])) peak[key] = Math.max(peak[key], figures[key]);
      } catch {
        peak.failed += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, SCRAPE_EVERY_MS - (Date.now() - started))));
    }
  };
  const loops = servers.map((server, i) => loop(server, peaks[i]));
  return {
    peaks,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

function printAnswers(answers) {
  console.log(
    `\n${'request'.padEnd(20)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  statuses`,
  );
  for (const [kind, figures] of answers.kinds) {
    const values = sorted(figures.latencies);
    const statuses = [...figures.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'none' : status}×${count}`)
      .join(' ');
    console.log(
      `${kind.padEnd(20)} ${String(values.length).padStart(6)} ${at(values, 0.5).toFixed(0).padStart(8)} ${at(values, 0.99)
        .toFixed(0)
        .padStart(8)} ${(values.at(-1) ?? NaN).toFixed(0).padStart(8)}  ${statuses}`,
    );
  }
}

/** The answers' verdicts: 5xx other than 503, 503 without Retry-After, timeouts, connection errors. */
function statusCheck(answers) {
  let otherServerErrors = 0;
  let unavailable = 0;
  let unavailableWithoutRetryAfter = 0;
  let timeouts = 0;
  let errors = 0;
  for (const figures of answers.kinds.values()) {
    for (const [status, count] of figures.statuses) {
      if (status === 503) unavailable += count;
      else if (status >= 500) otherServerErrors += count;
    }
    unavailableWithoutRetryAfter += figures.unavailableWithoutRetryAfter;
    timeouts += figures.timeouts;
    errors += figures.errors;
  }
  return { otherServerErrors, unavailable, unavailableWithoutRetryAfter, timeouts, errors };
}

/** The phones' own event loop (this process): a late phone is no slow server. */
const phonesDelay = monitorEventLoopDelay({ resolution: 20 });

async function rush(site, crowd) {
  const answers = new Answers();
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const visitorAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const total = crowd.phones.reduce((sum, phone) => sum + phone.writes.length, 0);
  const etag = (
    await send(site.baseURL, agent, { path: `/api/shows/${crowd.eventId}/offline`, headers: { cookie: crowd.phones[0].member.cookie } })
  ).etag;
  const me = await send(site.baseURL, agent, { path: '/api/auth/me', headers: { cookie: crowd.phones[0].member.cookie } });
  if (me.status !== 200) throw new Error(`A stored session is not signed in (GET /api/auth/me: ${me.status})`);
  const windowStart = performance.now() + 1_000;
  const run = {
    baseURL: site.baseURL,
    agent,
    answers,
    eventId: crowd.eventId,
    showEtag: etag ?? '',
    streams: [],
    writtenCount: 0,
    lastWrittenAt: NaN,
    refusals: [],
    allDone: false,
    stopped: () => run.remainingMs() <= 0,
    /** A back-off is cut short at the deadline, so that the run ends then. */
    remainingMs: () => windowStart + DEADLINE_S * 1000 - performance.now(),
    visitorStopped: () => run.allDone || run.stopped(),
    written() {
      run.writtenCount += 1;
      run.lastWrittenAt = performance.now();
    },
    refused(write, status) {
      run.refusals.push(`${write.kind} ${status}`);
    },
  };
  console.log(`Load average at the window's start: ${loadAverage()}`);
  phonesDelay.enable();
  const visiting = (async () => {
    await new Promise((resolve) => setTimeout(resolve, windowStart - performance.now()));
    await visitor(run, visitorAgent, crowd.postIds[0]);
  })();
  await Promise.all(crowd.phones.map((phone) => comeBack(run, phone, windowStart + Math.random() * WINDOW_S * 1000)));
  run.allDone = true;
  phonesDelay.disable();
  const loadAfter = loadAverage();
  await visiting;
  for (const stream of run.streams) stream.close();
  agent.destroy();
  visitorAgent.destroy();
  return { answers, total, run, windowStart, loadAfter };
}

async function main() {
  const hardLimit = setTimeout(() => {
    console.error(`bench:crowd stopped after ${HARD_LIMIT_MS / 1000} s`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  const cpus = os.cpus();
  console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} CPUs, Node ${process.version}; load average ${loadAverage()}`);
  console.log(`${N} phones back within ${WINDOW_S} s, ${SERVERS} server(s), data in ${DATA_DIR}`);
  mkdirSync(DATA_DIR, { recursive: true });
  const database = await startDatabase(DATA_DIR);
  try {
    // The demo forum once (the visitor's reads, the posts commented on), marked as there by a file beside it.
    const forumSeeded = path.join(DATA_DIR, 'demo-forum-seeded');
    if (!existsSync(forumSeeded)) {
      await seedDemo(DATA_DIR, {
        args: ['--show-entries', '1'],
        find: (output) => /demo (show|forum)/i.test(output) || null,
        seeded: 'Demo forum',
      });
      writeFileSync(forumSeeded, `${new Date().toISOString()}\n`);
    }
    const crowd = await prepareCrowd(database.clientUrl, DATA_DIR, N, CROWD_SESSION_SECRET);
    const site = await startSite({ databaseUrl: database.clientUrl, dataDir: DATA_DIR, servers: SERVERS });
    try {
      const sampler = sampleServers(site.servers);
      let result;
      try {
        result = await rush(site, crowd);
      } finally {
        await sampler.stop();
      }
      const inServers = await Promise.all(site.servers.map((server) => serverLatencies(server.metricsUrl)));
      report(result, await countWrites(database.clientUrl, crowd), sampler.peaks, inServers);
    } finally {
      await site.stop();
    }
  } finally {
    await database.stop();
    clearTimeout(hardLimit);
  }
}

/** Which kinds the database holds fewer (not written) or more (a write counted twice) of than were queued. */
const missingOrExtra = ({ expected, found }) =>
  WRITE_KINDS.filter((kind) => found[kind] !== expected[kind])
    .map(
      (kind) =>
        `${kind} ${found[kind] < expected[kind] ? `${expected[kind] - found[kind]} missing` : `${found[kind] - expected[kind]} EXTRA`}`,
    )
    .join(', ');

function report({ answers, total, run, windowStart, loadAfter }, counts, peaks, inServers) {
  const allWritten = run.writtenCount === total;
  const allWrittenS = (run.lastWrittenAt - windowStart) / 1000;
  console.log(`Load average when the last write was answered: ${loadAfter}`);
  console.log(
    `\nQueued writes: ${WRITE_KINDS.map((kind) => `${counts.expected[kind]} ${kind}`).join(', ')} (${total}); ` +
      (allWritten
        ? `all on the server ${allWrittenS.toFixed(1)} s after the window's start`
        : `${total - run.writtenCount} NOT written within ${DEADLINE_S} s`) +
      (run.refusals.length ? `; refused: ${run.refusals.length} (${[...new Set(run.refusals)].join(', ')})` : ''),
  );
  const exactlyOnce =
    WRITE_KINDS.every((kind) => counts.found[kind] === counts.expected[kind]) && counts.commentsById === counts.expected.comment;
  console.log(
    `In the database: ${WRITE_KINDS.map((kind) => `${kind} ${counts.found[kind]}/${counts.expected[kind]}`).join(', ')}` +
      ` (comments by their ids ${counts.commentsById}): ${exactlyOnce ? 'each exactly once' : missingOrExtra(counts)}`,
  );
  printAnswers(answers);
  const writes = sorted(WRITE_KINDS.flatMap((kind) => answers.kinds.get(kind)?.latencies ?? []));
  const visits = sorted(answers.kinds.get('visitor')?.latencies ?? []);
  const writeP99 = at(writes, 0.99);
  const visitorP99 = at(visits, 0.99);
  const check = statusCheck(answers);
  console.log(
    `\nAll writes: p50 ${at(writes, 0.5).toFixed(0)} ms, p99 ${writeP99.toFixed(0)} ms; the visitor: ${visits.length} reads, ` +
      `p50 ${at(visits, 0.5).toFixed(0)} ms, p99 ${visitorP99.toFixed(0)} ms, max ${(visits.at(-1) ?? NaN).toFixed(0)} ms`,
  );
  console.log(
    `503: ${check.unavailable} (without Retry-After: ${check.unavailableWithoutRetryAfter}); other 5xx: ${check.otherServerErrors}; ` +
      `timeouts: ${check.timeouts}; connection errors: ${check.errors}`,
  );
  console.log(
    `The phones' event loop (this process) delay: p50 ${(phonesDelay.percentile(50) / 1e6).toFixed(0)} ms, ` +
      `p99 ${(phonesDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(phonesDelay.max / 1e6).toFixed(0)} ms`,
  );
  const connected = sorted(connects);
  console.log(
    `New connections: ${connected.length}, connected in p50 ${at(connected, 0.5).toFixed(0)} ms, p99 ${at(connected, 0.99).toFixed(0)} ms, ` +
      `max ${(connected.at(-1) ?? NaN).toFixed(0)} ms`,
  );
  peaks.forEach((peak, i) =>
    console.log(
      `Server ${i + 1}: pool peak ${peak.poolInUse} in use, ${peak.poolWaiting} waiting; event loop delay p99 (worst ` +
        `${SCRAPE_EVERY_MS} ms) ${peak.eventLoopP99Ms.toFixed(0)} ms; RSS peak ${mb(peak.rssBytes)} (${peak.scrapes} scrapes, ${peak.failed} failed)`,
    ),
  );
  inServers.forEach((routes, i) => {
    const busiest = routes.filter((route) => route.count >= 100).sort((a, b) => b.count - a.count);
    console.log(
      `Server ${i + 1} by its own clock (arrival to answer), p99 at most: ` +
        busiest.map((route) => `${route.route} ${route.p99Ms} ms (${route.count})`).join('; '),
    );
  });
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.log('\nDone when:');
  console.log(`  every write exactly once: ${verdict(exactlyOnce && allWritten)}`);
  console.log(`  all within ${TARGETS.allWrittenS} s: ${verdict(allWritten && allWrittenS <= TARGETS.allWrittenS)}`);
  console.log(`  write p99 ≤ ${TARGETS.writeP99Ms} ms: ${verdict(writeP99 <= TARGETS.writeP99Ms)}`);
  console.log(
    `  no 5xx but 503 with Retry-After, no timeout: ${verdict(
      check.otherServerErrors === 0 && check.unavailableWithoutRetryAfter === 0 && check.timeouts === 0,
    )}`,
  );
  // A refused read is no fast read: the visitor's target counts only when every read was answered.
  const visitorAnswered = [...(answers.kinds.get('visitor')?.statuses ?? [])].every(([status]) => status === 200 || status === 304);
  console.log(
    `  visitor p99 ≤ ${TARGETS.visitorP99Ms} ms, every read answered: ${verdict(visitorP99 <= TARGETS.visitorP99Ms && visitorAnswered)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
