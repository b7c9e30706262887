import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { STATE_TIMEOUT_MS, type EnginePage } from './engine-page';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A fresh headless Firefox (its own profile: no worker, no storage) driven over WebDriver BiDi. */
export async function openFirefox(baseURL: string): Promise<EnginePage> {
  const profile = await mkdtemp(path.join(tmpdir(), 'e2e-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
    // A desktop window: the header's links, not the phone menu.
    defaultViewport: { width: 1280, height: 900 },
    protocol: 'webDriverBiDi',
    // Nothing of Mozilla's own services: this machine cannot reach them.
    extraPrefsFirefox: { 'app.update.enabled': false, 'network.captive-portal-service.enabled': false },
  });
  const [page = await browser.newPage()] = await browser.pages();
  page.setDefaultTimeout(STATE_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  const locate = (xpath: string) => page.locator(`::-p-xpath(${xpath})`).setTimeout(STATE_TIMEOUT_MS);
  return {
    engine: 'firefox',
    goto: async (address) => {
      await page.goto(new URL(address, baseURL).href, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    // Sent as text: puppeteer's own argument types (handles) do not apply.
    evaluate: <A, T>(fn: (arg: A) => T | Promise<T>, arg: A) => page.evaluate(fn as (arg: unknown) => unknown, arg) as Promise<T>,
    waitUntil: async (what, fn, arg, timeoutMs = STATE_TIMEOUT_MS) => {
      try {
        await page.waitForFunction(fn as (arg: unknown) => unknown, { timeout: timeoutMs, polling: 100 }, arg);
      } catch (error) {
        throw new Error(`Firefox: ${what} did not happen within ${timeoutMs} ms`, { cause: error });
      }
    },
    click: (xpath) => locate(xpath).click(),
    fill: (xpath, text) => locate(xpath).fill(text),
    consoleErrors: () => [...errors],
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    close: async () => {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
