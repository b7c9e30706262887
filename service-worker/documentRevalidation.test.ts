import { describe, expect, it } from 'vitest';
import type { RequestWillFetchCallbackParam } from 'workbox-core/types';
import { documentRevalidation } from './documentRevalidation';

/** What the precache would fetch for `url` once the plugin had its say. */
async function fetched(url: string): Promise<Request> {
  const request = new Request(url);
  const param = { request, event: new Event('install'), state: {} } as unknown as RequestWillFetchCallbackParam;
  const answer = await documentRevalidation.requestWillFetch?.(param);
  if (!answer) throw new Error('no request');
  return answer;
}

describe('the precache asking for a prerendered document', () => {
  it('asks at the page’s address, revalidated, so a page just loaded answers from the HTTP cache', async () => {
    const home = await fetched('https://hub.example/index.html?__WB_REVISION__=abc123');
    expect(home.url).toBe('https://hub.example/');
    expect(home.cache).toBe('no-cache');
    const models = await fetched('https://hub.example/pontiac.html?__WB_REVISION__=def456');
    expect(models.url).toBe('https://hub.example/pontiac');
    expect(models.cache).toBe('no-cache');
  });

  it('leaves every other file as the precache asked for it', async () => {
    for (const url of ['https://hub.example/shell.html?__WB_REVISION__=1', 'https://hub.example/assets/vendor-abc.js']) {
      const request = await fetched(url);
      expect(request.url).toBe(url);
      expect(request.cache).toBe('default');
    }
  });
});
