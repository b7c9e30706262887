// Forum reads at scale (issue 13 "Scale"; not a test, prints numbers): seeds the demo forum (npm run seed:demo:
// 10,000 posts, 100,000 votes, 50,000 comments, one post with 200 comments) into a throw-away data folder, starts
// the app on it and runs autocannon (50 connections) against the Hot/New/Top first pages, a community's page and
// the 200-comment post, as a visitor and as signed-in members (50 of them, one per connection: each answer carries the
// member's own votes), then the members' Hot page again while other members vote 10 times a second (every vote
// empties the forum's cached answers, so this shows reads built afresh). Prints req/s, p50 and p99 per route.
// Run: `npm run bench:forum`. Env: BENCH_SECONDS (10 per target), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (2).
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { ROOT, seedDemo, withApp } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

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

async function main() {
  let busyPostId = '';
  await withApp(
    async (baseURL) => {
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
    },
    {
      prepare: async (dataDir) => {
        busyPostId = await seedDemo(dataDir, { find: (output) => /\/post\/([0-9a-f-]{36})/.exec(output)?.[1], seeded: 'Demo forum' });
      },
      // The API alone: no web build is needed.
      // One bench member per connection, all signed up from this one address.
      env: { WEB_ROOT: path.join(ROOT, 'dist/bench-api-no-web'), SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' },
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
