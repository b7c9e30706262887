import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requester, signInAsAdmin } from '../../test/http';
import { smallPng } from '../../test/multipart';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let https: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  https = await createTestApp({ cookieSecure: true });
});
afterAll(async () => {
  await ctx.close();
  await https.close();
});

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // Framed by the app's own pages alone (it draws a saved show's tabs ahead in a hidden frame), and nothing else.
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
};

describe('security headers', () => {
  it('on API answers, errors included, let nothing load or frame them, with no HSTS over plain HTTP', async () => {
    for (const url of ['/api/models', '/api/models/no-such-model', '/api/auth/me', '/api/events.ics']) {
      const { headers } = await ctx.api.get(url);
      expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      // Only a page needs the page's own switches.
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("are the page's on the web app's pages and the API's documentation page", async () => {
    // No web build here: the fallback's 404 still carries the page's headers, as index.html would.
    expectSecurityHeaders((await ctx.api.get('/pontiac')).headers);
    // The documentation page brings a policy of its own (@fastify/swagger-ui's); the page's framing rules stay.
    const docs = (await ctx.api.get('/api/docs/')).headers;
    expect(docs['content-security-policy']).toContain("script-src 'self'");
    expect(docs['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('are on uploaded files too', async () => {
    const admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
    const models = (await ctx.api.get('/api/models')).json<Array<{ id: string }>>();
    const upload = await admin.upload(`/api/admin/models/${models[0]!.id}/images`, { bytes: await smallPng() });
    expect(upload.statusCode).toBe(201);
    const image = await ctx.api.get(upload.json<{ imageUrl: string }>().imageUrl);
    expect(image.statusCode).toBe(200);
    expectSecurityHeaders(image.headers);
  });

  it("are only those a subresource uses on the build's scripts and styles and the models' drawings, and whole on the service worker's script", async () => {
    // No web build here: the answers are 404s, but the headers are chosen by address before any route runs.
    for (const url of ['/assets/index-abc123.js', '/car-art/gto.svg']) {
      const script = (await ctx.api.get(url)).headers;
      expect(script['x-content-type-options'], url).toBe('nosniff');
      expect(script['cross-origin-resource-policy'], url).toBe('same-origin');
      // The browsers' default (strict-origin-when-cross-origin) applies to what a stylesheet loads.
      expect(script['referrer-policy'], url).toBeUndefined();
      expect(script['content-security-policy'], url).toBeUndefined();
      expect(script['x-frame-options'], url).toBeUndefined();
    }
    expect((await https.api.get('/assets/index-abc123.css')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );

    expectSecurityHeaders((await ctx.api.get('/sw.js')).headers);
    expectSecurityHeaders((await ctx.api.get('/assetsx.js')).headers);
  });

  it('include HSTS when the app is served over HTTPS (COOKIE_SECURE=true)', async () => {
    for (const url of ['/api/models', '/pontiac']) {
      const response = await https.api.get(url);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
