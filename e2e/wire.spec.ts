import { expect, test } from '@playwright/test';

/** What travels over the wire for a built app: compression by content negotiation, and caching rules. */

test('hashed scripts come precompressed (brotli, else gzip) and cached for a year; the shell, worker and manifest are revalidated', async ({
  request,
}) => {
  const shell = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
  expect(shell.status()).toBe(200);
  expect(shell.headers()['content-encoding']).toBe('br');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  // No inline script and no eval anywhere: the app runs entirely from its own files.
  expect(shell.headers()['content-security-policy']).toContain("script-src 'self';");
  expect(shell.headers()['x-content-type-options']).toBe('nosniff');
  const script = /\/assets\/[^"]+\.js/.exec(await shell.text())?.[0];
  expect(script, 'the shell names its entry script').toBeTruthy();

  const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['content-type']).toContain('javascript');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same script whichever encoding carried it.
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
  // A script gets the headers that act on a script, not the page's policy; the service worker's script is a page of
  // its own (a worker takes its policy from its script's answer).
  expect(plain.headers()['x-content-type-options']).toBe('nosniff');
  expect(plain.headers()['content-security-policy']).toBeUndefined();
  expect((await request.get('/sw.js')).headers()['content-security-policy']).toContain("script-src 'self';");

  for (const path of ['/sw.js', '/manifest.webmanifest', '/pontiac/gto']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }

  const missing = await request.get('/assets/no-such-file-1234.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
});

test('API reads are gzip- or brotli-compressed above 1 KB, carry an ETag and answer 304 when unchanged', async ({ request }) => {
  const models = await request.get('/api/models', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(models.status()).toBe(200);
  expect(models.headers()['content-encoding']).toBe('gzip');
  expect(models.headers()['cache-control']).toBe('private, no-cache');
  const etag = models.headers()['etag'];
  expect(etag).toMatch(/^"/);
  expect(Array.isArray(await models.json())).toBe(true);

  const brotli = await request.get('/api/valuations', { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');

  const again = await request.get('/api/models', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);

  // Small answers go out as they are; who is signed in is never stored by a cache.
  const me = await request.get('/api/auth/me', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(me.status()).toBe(401);
  expect(me.headers()['content-encoding']).toBeUndefined();
  expect(me.headers()['cache-control']).toBe('no-store');
});
