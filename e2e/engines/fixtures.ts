import { writeFile } from 'node:fs/promises';
import { test as base } from '@playwright/test';
import { baseURL as appURL } from '../../playwright.config';
import { startNetworkProxy, type NetworkProxy } from '../network-proxy';
import type { EngineName, EnginePage } from './engine-page';
import { deviceState } from './page-states';
import { openFirefox } from './firefox';
import { startWebKitHost } from './webkit';

interface EngineHost {
  open(baseURL: string): Promise<EnginePage>;
  stop(): Promise<void>;
}

const firefoxHost: EngineHost = { open: openFirefox, stop: async () => {} };

/**
 * The cross-engine suite's fixtures: `engine`, a fresh window of the project's engine (no worker, no storage), which
 * reaches the app only through `network`, so a test cuts the network the same way in every engine (their own offline
 * switches differ, and none of them cuts the service worker's requests alike).
 */
export const test = base.extend<
  { engine: EnginePage; network: NetworkProxy },
  { engineName: EngineName; engineHost: EngineHost; workerProxy: NetworkProxy }
>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engineHost: [
    async ({ engineName }, use) => {
      const host = engineName === 'webkit' ? await startWebKitHost() : firefoxHost;
      await use(host);
      await host.stop();
    },
    { scope: 'worker' },
  ],
  workerProxy: [
    // Playwright reads a fixture's dependencies from this pattern: an empty one is how it says "none".
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const proxy = await startNetworkProxy({ upstream: appURL, port: Number(process.env.E2E_ENGINES_PROXY_PORT ?? 3198) });
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  network: async ({ workerProxy }, use) => {
    await use(workerProxy);
    workerProxy.set('normal');
  },
  engine: async ({ engineHost, workerProxy }, use, testInfo) => {
    const page = await engineHost.open(workerProxy.url);
    try {
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus) {
        // Kept as files beside the test's results: a report cuts long text.
        const picture = await page.screenshot().catch(() => null);
        if (picture) await writeFile(testInfo.outputPath('failed.png'), picture);
        const text = await page
          .evaluate(() => `${location.href}\n\n${document.body.innerText}`, undefined)
          .catch(() => '(page unreadable)');
        const device = await page.evaluate(deviceState, undefined).catch((error: unknown) => `(device unreadable: ${String(error)})`);
        await writeFile(testInfo.outputPath('failed-page.txt'), `${text}\n\n${JSON.stringify(device, null, 1)}`);
        await testInfo.attach('page text', { path: testInfo.outputPath('failed-page.txt'), contentType: 'text/plain' });
      }
    } finally {
      await page.close();
    }
  },
});
