import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createTestApp, type TestContext } from '../../test/test-app';
import { startMetricsServer } from './plugin';

let ctx: TestContext;
let app: App;
let metricsServer: Server;
let publicUrl: string;
let metricsUrl: string;
let webRoot: string;

/** An app as `npm start` serves it (a web app, its public port) with METRICS_PORT set, on loopback. */
beforeAll(async () => {
  ctx = await createTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'pontiac-web-'));
  writeFileSync(path.join(webRoot, 'shell.html'), '<!doctype html><title>Pontiac Hub</title><div id="root"></div>');
  app = await buildApp({
    orm: ctx.orm,
    config: {
      sessionSecret: randomBytes(32).toString('hex'),
      cookieSecure: false,
      trustProxy: false,
      webRoot,
      uploadsDir: ctx.uploadsDir,
      metricsPort: 0,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  publicUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  if (!app.metrics) throw new Error('metrics are off with METRICS_PORT set');
  metricsServer = await startMetricsServer(app.metrics, 0, '127.0.0.1');
  const metricsAddress = metricsServer.address();
  metricsUrl = `http://127.0.0.1:${typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : 0}/metrics`;
});
afterAll(async () => {
  metricsServer?.close();
  await app?.close();
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The scrape's value of one series (0 when it is not there yet). */
async function scraped(series: string): Promise<number> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics on METRICS_PORT', () => {
  it('counts requests per route and status in latency histograms, and the read cache’s hits and misses', async () => {
    const count = 'http_request_duration_seconds_count{method="GET",route="/api/models",status="200"}';
    const ready = 'http_request_duration_seconds_count{method="GET",route="(ready answer)",status="200"}';
    const hits = 'read_cache_lookups_total{topic="catalogue",result="hit"}';
    const [countBefore, readyBefore, hitsBefore] = [await scraped(count), await scraped(ready), await scraped(hits)];
    for (let i = 0; i < 5; i++) expect((await fetch(`${publicUrl}/api/models`)).status).toBe(200);
    // The first builds the answer through Fastify; the next are sent from memory, before Fastify or through it.
    expect((await scraped(count)) + (await scraped(ready))).toBe(countBefore + readyBefore + 5);
    expect(await scraped(count)).toBeGreaterThan(countBefore);
    expect(await scraped(hits)).toBeGreaterThanOrEqual(hitsBefore + 4);
    expect(await scraped('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/models",status="200"}')).toBe(
      await scraped(count),
    );
  });

  it('counts answers by status, refused writes of the offline queue, the pool and the job queue', async () => {
    const notFound = 'http_request_duration_seconds_count{method="GET",route="/api/models/:model",status="404"}';
    const before = await scraped(notFound);
    expect((await fetch(`${publicUrl}/api/models/no-such-model`)).status).toBe(404);
    expect(await scraped(notFound)).toBe(before + 1);

    // A write queued offline by a member whose session is gone: refused, and counted as such.
    const refused = await fetch(`${publicUrl}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-written-by': '00000000-0000-4000-8000-000000000000', origin: publicUrl },
      body: JSON.stringify({ communitySlug: 'gto', title: 'Queued', body: 'Offline' }),
    });
    expect(refused.status).toBe(401);
    expect(await scraped('outbox_writes_total{outcome="refused"}')).toBe(1);

    expect(await scraped('db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect((await fetch(metricsUrl)).ok).toBe(true);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^job_queue_waiting\{queue="email"\} \d+$/m);
    expect(text).toMatch(/^job_queue_oldest_waiting_seconds\{queue="push"\} \d+$/m);
    expect(text).toMatch(/^job_queue_scrape_ok 1$/m);
  });

  it('counts every 5xx answer as a server error of its route', async () => {
    const errors = 'http_server_errors_total{route="/api/example"}';
    const before = await scraped(errors);
    app.metrics?.answered('GET', '/api/example', 503, 0.01);
    app.metrics?.answered('GET', '/api/example', 404, 0.01);
    expect(await scraped(errors)).toBe(before + 1);
  });

  it('is not on the public port: /metrics there is a 404, and the metrics port serves nothing else', async () => {
    const onPublic = await fetch(`${publicUrl}/metrics`);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.json()).toEqual({ message: 'Not found: GET /metrics' });
    expect((await fetch(metricsUrl.replace('/metrics', '/api/models'))).status).toBe(404);
  });
});
