import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { remote, type ChainablePromiseElement } from 'webdriverio';
import { freePort } from '../../api/test/free-port';
import { STATE_TIMEOUT_MS, type EnginePage } from './engine-page';

/** Debian's WebKitGTK browser for automation (package webkit2gtk-driver brings it with WebKitWebDriver). */
export function miniBrowserPath(): string | undefined {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  const libraries = readdirSync('/usr/lib', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of libraries) {
    for (const version of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const candidate = `/usr/lib/${folder.name}/${version}/MiniBrowser`;
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** Resolves with the display number Xvfb chose (-displayfd): never one another run holds. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let written = '';
    const late = setTimeout(() => {
      xvfb.kill();
      reject(new Error(`Xvfb opened no display within ${STATE_TIMEOUT_MS} ms`));
    }, STATE_TIMEOUT_MS);
    const failed = (error: Error) => {
      clearTimeout(late);
      reject(error);
    };
    xvfb.once('error', failed);
    xvfb.once('exit', (code) => failed(new Error(`Xvfb exited (${code}) before it opened a display`)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      clearTimeout(late);
      resolve({ display: `:${written.trim()}`, process: xvfb });
    });
  });
}

async function driverListening(port: number, driver: ChildProcess) {
  const deadline = Date.now() + STATE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start listening');
}

/** A virtual display and WebKitWebDriver, kept for a worker's tests; each test opens its own MiniBrowser session. */
export async function startWebKitHost() {
  const binary = miniBrowserPath();
  if (!binary) throw new Error('MiniBrowser not found: install Debian’s webkit2gtk-driver (or set WEBKIT_MINIBROWSER).');
  const { display, process: xvfb } = await startDisplay();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  try {
    await driverListening(port, driver);
  } catch (error) {
    driver.kill();
    xvfb.kill();
    throw error;
  }
  return {
    open: (baseURL: string) => openWebKit(port, binary, baseURL),
    stop: async () => {
      driver.kill();
      xvfb.kill();
    },
  };
}

async function openWebKit(port: number, binary: string, baseURL: string): Promise<EnginePage> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    capabilities: {
      // WebKitWebDriver speaks classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      ...{
        'webkitgtk:browserOptions': {
          binary,
          // Without its back-forward cache, as the app's pages ask (service-worker/outOfBackForwardCache.ts): WebKit
          // honours their `no-store` over HTTPS only, and the test server speaks plain HTTP.
          args: ['--automation', '--enable-page-cache=false'],
        },
      },
    },
  });
  /**
   * Finds the element and acts on it, finding it again when the page replaced it meanwhile (React re-rendering it as
   * the app starts makes WebKit answer "stale element" even while finding it).
   */
  const onFreshElement = async (xpath: string, act: (found: ChainablePromiseElement) => Promise<void>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await act(browser.$(xpath));
      } catch (error) {
        if (attempt >= 3 || !/stale element/i.test(String(error))) throw error;
      }
    }
  };
  // Sent as text: WebdriverIO's own argument types (elements) do not apply.
  const run = <A, T>(fn: (arg: A) => T | Promise<T>, arg: A) => browser.execute(fn as (...args: unknown[]) => unknown, arg) as Promise<T>;
  return {
    engine: 'webkit',
    goto: async (address) => {
      await browser.url(new URL(address, baseURL).href);
    },
    reload: async () => {
      await browser.refresh();
    },
    evaluate: run,
    waitUntil: async (what, fn, arg, timeoutMs = STATE_TIMEOUT_MS) => {
      await browser.waitUntil(async () => Boolean(await run(fn, arg).catch(() => false)), {
        timeout: timeoutMs,
        interval: 100,
        timeoutMsg: `WebKit: ${what} did not happen within ${timeoutMs} ms`,
      });
    },
    click: (xpath) =>
      onFreshElement(xpath, async (found) => {
        await found.waitForClickable({ timeout: STATE_TIMEOUT_MS });
        await found.click();
      }),
    fill: (xpath, text) =>
      onFreshElement(xpath, async (found) => {
        await found.waitForEnabled({ timeout: STATE_TIMEOUT_MS });
        await found.setValue(text);
      }),
    // Classic WebDriver has no console endpoint, and WebKitWebDriver speaks no BiDi.
    consoleErrors: () => null,
    screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
    close: async () => {
      await browser.deleteSession();
    },
  };
}
