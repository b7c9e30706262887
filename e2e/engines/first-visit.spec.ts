import { expect } from '@playwright/test';
import { HEADER_NAV_ITEMS } from '../../shared/layout/nav';
import { test } from './fixtures';
import { workerInControl } from './page-states';

/** Each page's chunk loaded and shown: the address is the link's, its heading is there, and it is no error page. */
const pageShown = (path: string) =>
  location.pathname.startsWith(path) && document.querySelector('main h1') !== null && !document.querySelector('main [role="alert"] h1');

test('a first visit: the pages opened while the worker installs each load their code, and nothing breaks once it controls the page', async ({
  engine,
}) => {
  test.setTimeout(120_000);
  await engine.goto('/');
  // At once, while the worker downloads and installs: every page of the header, each in a chunk of its own.
  for (const item of HEADER_NAV_ITEMS) {
    await engine.click(`//nav[@aria-label="Main"]//a[normalize-space()=${JSON.stringify(item.label)}]`);
    await engine.waitUntil(`${item.label} shown during the install`, pageShown, item.to);
  }
  await workerInControl(engine);
  for (const item of HEADER_NAV_ITEMS) {
    await engine.click(`//nav[@aria-label="Main"]//a[normalize-space()=${JSON.stringify(item.label)}]`);
    await engine.waitUntil(`${item.label} shown under the worker`, pageShown, item.to);
  }
  // Where the engine's console can be read: no error, the worker's own included.
  expect(engine.consoleErrors() ?? []).toEqual([]);
});
