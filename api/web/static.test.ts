import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { requester, type Requester } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let app: App;
let web: Requester;
let webRoot: string;

beforeAll(async () => {
  ctx = await createTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'pontiac-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  const page = (name: string) => `<!doctype html><title>Pontiac Hub</title><div id="root"><p>${name}</p></div>`;
  writeFileSync(path.join(webRoot, 'index.html'), page('home'));
  writeFileSync(path.join(webRoot, 'pontiac.html'), page('models'));
  writeFileSync(path.join(webRoot, 'shell.html'), page('shell'));
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  mkdirSync(path.join(webRoot, 'car-art'));
  writeFileSync(path.join(webRoot, 'car-art', 'gto.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildApp({
    orm: ctx.orm,
    config: { sessionSecret: randomBytes(32).toString('hex'), cookieSecure: false, trustProxy: false, webRoot, uploadsDir: ctx.uploadsDir },
  });
  web = requester(app);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the PWA from the API process', () => {
  it('serves a prerendered page its own document and every other client route the shell, which renders its own 404', async () => {
    const documents = {
      '/': 'home',
      '/pontiac': 'models',
      // A query can change what the page shows: the prerendered HTML would not match it.
      '/pontiac?q=gto': 'shell',
      '/pontiac/gto/1967': 'shell',
      '/no/such/page': 'shell',
    };
    for (const [url, name] of Object.entries(documents)) {
      const response = await web.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain(`<div id="root"><p>${name}</p></div>`);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year but revalidates the service worker', async () => {
    const asset = await web.get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    // Never revalidated: no validators to send.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    // The build's gzip copy to a client that accepts it, the plain file to one that does not, and shared caches told.
    const gzipped = await web.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log(1)');
    expect(asset.headers['content-encoding']).toBeUndefined();
    // One Vary, whether the build compressed the file or the server compresses it as it goes (it was
    // "Accept-Encoding, accept-encoding" on the favicon).
    const compressedOnTheFly = await web.get('/sw.js', { headers: { 'accept-encoding': 'br' } });
    expect(compressedOnTheFly.headers['content-encoding']).toBe('br');
    for (const answer of [asset, gzipped, compressedOnTheFly]) expect(answer.headers.vary).toBe('accept-encoding');
    const worker = await web.get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    // Revalidated every time: it keeps its validators, and an unchanged worker is a 304.
    expect(worker.headers.etag).toBeTruthy();
    expect((await web.get('/sw.js', { headers: { 'if-none-match': String(worker.headers.etag) } })).statusCode).toBe(304);
  });

  it("serves the models' drawings revalidated by their ETag, and a missing one is a 404, never the shell", async () => {
    const drawing = await web.get('/car-art/gto.svg');
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(drawing.headers['cache-control']).toBe('no-cache');
    expect(drawing.headers['last-modified']).toBeUndefined();
    expect((await web.get('/car-art/gto.svg', { headers: { 'if-none-match': String(drawing.headers.etag) } })).statusCode).toBe(304);
    const missing = await web.get('/car-art/no-such-model.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('answers unknown API paths with a JSON 404, never the shell', async () => {
    const response = await web.get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('reports health, and readiness once the database answers', async () => {
    expect((await web.get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await web.get('/api/ready')).json()).toEqual({ status: 'ready' });
  });
});
