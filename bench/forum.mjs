// Forum reads at scale (not a test, prints numbers): seeds the demo forum (npm run seed:demo:
// 10,000 posts, 100,000 votes, 50,000 comments, one post with 200 comments) into a throw-away data folder, starts
// the app on it and runs autocannon (50 connections) against the Hot/New/Top first pages, a community's page and
// the 200-comment post, as a visitor and as signed-in members (50 of them, one per connection: each answer carries the
// member's own votes), then the members' Hot page again while other members vote 10 times a second (every vote
// empties the forum's cached answers, so this shows reads built afresh). Prints req/s, p50 and p99 per route.
// Then the POST of a comment on a post with 500 watchers (members who commented on it), each with a push
// subscription: every comment notifies the 500 and queues 500 pushes, which the server sends in the background (to an
// endpoint that refuses at once, so each push is tried and retried later), and with email on: each watcher
// confirms their address and turns the email of such comments on, so every comment also schedules 500 emails, sent a
// second later (EMAIL_NOTIFY_DELAY_S=1) through the job queue into DATA_DIR/mail. Prints p50/p99 of the comment POSTs sent
// one at a time (a member commenting while the earlier comments' notifications go out) and 10 at a time.
// Run: `npm run bench:forum`. Env: BENCH_SECONDS (10 per target), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (2),
// BENCH_PARTS (`reads,watchers`; `watchers` alone skips the demo forum), BENCH_WATCHERS (500), BENCH_COMMENTS (200 per
// row), BENCH_COMMENT_CONCURRENCY (`1,10`: comments at a time, a row each).
import autocannon from 'autocannon';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { simpleParser } from 'mailparser';
import path from 'node:path';
import { ms, ROOT, seedDemo, withApp } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PARTS = (process.env.BENCH_PARTS ?? 'reads,watchers').split(',');
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 500);
const COMMENT_CONCURRENCY = (process.env.BENCH_COMMENT_CONCURRENCY ?? '1,10').split(',').map(Number);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 200);

/** Casts `perSecond` votes a second on the newest posts, as `voters` in turn, until stopped; resolves the count. */
function voteContinuously(baseURL, voters, perSecond) {
  let cast = 0;
  let running = true;
  const loop = (async () => {
    const page = await (await fetch(`${baseURL}/api/posts?sort=new&limit=20`)).json();
    while (running) {
      const post = page.items[cast % page.items.length];
      const response = await fetch(`${baseURL}/api/posts/${post.id}/vote`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: baseURL, cookie: voters[cast % voters.length] },
        body: JSON.stringify({ value: cast % 2 ? 1 : -1 }),
      });
      if (response.ok) cast++;
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return cast;
    },
  };
}

async function signIn(baseURL, n = 0) {
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ name: `Bench Member ${n}`, email: `bench-${Date.now()}-${n}@example.com`, password: 'bench password' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`bench sign-up failed: ${response.status}`);
  return cookie;
}

/** Follows the confirmation link of every email the server wrote so far (DATA_DIR/mail), once each. */
async function confirmEveryAddress(baseURL, dataDir) {
  const folder = path.join(dataDir, 'mail');
  // The sign-ups' emails are jobs: wait until none is missing.
  const links = new Set();
  for (let tries = 0; tries < 100; tries++) {
    const files = existsSync(folder) ? readdirSync(folder) : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(folder, file)));
      const link = /https?:\/\/\S+confirm-email\?token=\S+/.exec(mail.text ?? '')?.[0];
      if (link) links.add(new URL(link).searchParams.get('token'));
    }
    if (links.size >= WATCHERS + 1) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const tokens = [...links];
  await inParallel(tokens.length, 8, async (i) => {
    const response = await fetch(`${baseURL}/api/auth/email/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ token: tokens[i] }),
    });
    if (!response.ok) throw new Error(`confirming an address: ${response.status}`);
  });
  console.log(`Confirmed ${tokens.length} addresses from the emailed links`);
}

/** `cookies`: one per request in turn (a different member on each connection), or none for a visitor. */
async function measure(url, cookies = []) {
  let turn = 0;
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) =>
          cookies.length ? { ...request, headers: { ...request.headers, cookie: cookies[turn++ % cookies.length] } } : request,
      },
    ],
  };
  if (WARMUP_SECONDS > 0) await autocannon({ ...options, duration: WARMUP_SECONDS });
  return autocannon({ ...options, duration: SECONDS });
}

/** Runs `work(i)` for i in 0..count-1, `parallel` at a time. */
async function inParallel(count, parallel, work) {
  let next = 0;
  const results = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The comment POST on a post with WATCHERS subscribed watchers: p50/p99 of COMMENTS comments, 1 then 10 at a time. */
async function measureWatchedComments(baseURL, dataDir) {
  const send = async (method, url, cookie, body) => {
    const response = await fetch(`${baseURL}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseURL, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  const author = await signIn(baseURL, 'author');
  const post = await send('POST', '/api/posts', author, { communitySlug: 'gto', title: 'Watched post', body: 'Tell me about it' });
  const watchers = await inParallel(WATCHERS, 4, (i) => signIn(baseURL, `watcher-${i}`));
  // Watching: each commented on the post (before any device is subscribed, so setting up queues no push).
  await inParallel(WATCHERS, 8, (i) => send('POST', `/api/posts/${post.id}/comments`, watchers[i], { body: `Watching ${i}` }));
  await inParallel(WATCHERS, 8, (i) => {
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    return send('POST', '/api/push/subscriptions', watchers[i], { endpoint: `https://127.0.0.1:9/bench/${randomUUID()}`, keys });
  });
  // Email on too: each watcher confirms their address from the emailed link (the server writes its emails to
  // DATA_DIR/mail without SMTP_URL) and turns on the email of new comments on posts they commented on.
  await confirmEveryAddress(baseURL, dataDir);
  await inParallel(WATCHERS, 8, (i) =>
    send('PUT', '/api/notifications/settings', watchers[i], { post_activity: { inApp: true, push: true, email: true } }),
  );
  const commenters = watchers.slice(0, Math.ceil(COMMENTS / 10));
  console.log(
    `\nPOST /api/posts/{id}/comments with ${WATCHERS} watchers, each with a push subscription and email on (${COMMENTS} comments per row)`,
  );
  console.log('| comments at a time | p50 | p99 | max | target p99 |');
  console.log('|---|---|---|---|---|');
  // One at a time is a member commenting while the notifications of the comments before are delivered and pushed in
  // the background; several at a time adds the comments' own queueing for the two cores (the same with no watchers).
  for (const concurrency of COMMENT_CONCURRENCY) {
    const times = await inParallel(COMMENTS, concurrency, async (i) => {
      const started = performance.now();
      await send('POST', `/api/posts/${post.id}/comments`, commenters[i % commenters.length], { body: `Comment ${i} for the watchers` });
      return performance.now() - started;
    });
    const sorted = times.sort((a, b) => a - b);
    console.log(`| ${concurrency} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1))} | < 50 ms |`);
  }
}

async function main() {
  let busyPostId = '';
  await withApp(
    async (baseURL, { dataDir }) => {
      if (PARTS.includes('reads')) await measureReads(baseURL);
      if (PARTS.includes('watchers')) await measureWatchedComments(baseURL, dataDir);
    },
    {
      prepare: async (dataDir) => {
        if (PARTS.includes('reads')) {
          busyPostId = await seedDemo(dataDir, { find: (output) => /\/post\/([0-9a-f-]{36})/.exec(output)?.[1], seeded: 'Demo forum' });
        }
      },
      // The API alone: no web build is needed.
      // One bench member per connection, all signed up from this one address.
      env: {
        WEB_ROOT: path.join(ROOT, 'dist/bench-api-no-web'),
        SIGN_UPS_PER_ADDRESS_PER_HOUR: String(Math.max(1000, WATCHERS + 100)),
        // The watchers' devices push to 127.0.0.1:9, which refuses at once: the operator's setting allows that host and port.
        PUSH_SERVICE_HOSTS: '127.0.0.1:9',
        // Emails of unread notifications go out a second after the comment, during the measure.
        EMAIL_NOTIFY_DELAY_S: '1',
      },
    },
  );

  async function measureReads(baseURL) {
    const routes = [
      '/api/posts?sort=hot',
      '/api/posts?sort=new',
      '/api/posts?sort=top',
      '/api/posts?community=gto&sort=hot',
      `/api/posts/${busyPostId}`,
    ];
    const members = [];
    for (let i = 0; i < CONNECTIONS; i++) members.push(await signIn(baseURL, i));
    console.log(
      `\n${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s of warm-up\n`);
    console.log('| who | route | req/s | p50 | p99 | non-2xx | errors |');
    console.log('|---|---|---|---|---|---|---|');
    const print = (who, route, result) =>
      console.log(
        `| ${who} | ${route.replace(busyPostId, '{post with 200 comments}')} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors + result.timeouts} |`,
      );
    for (const [who, cookies] of [
      ['visitor', []],
      ['members', members],
    ]) {
      for (const route of routes) print(who, route, await measure(`${baseURL}${route}`, cookies));
    }
    for (const [who, cookies] of [
      ['visitor, 10 votes/s', []],
      ['members, 10 votes/s', members],
    ]) {
      const voting = voteContinuously(baseURL, members.slice(0, 10), 10);
      const result = await measure(`${baseURL}${routes[0]}`, cookies);
      const cast = await voting.stop();
      print(`${who} (${cast} cast)`, routes[0], result);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
