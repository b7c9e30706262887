/** The two engines the cross-engine suite drives beside Chromium: Gecko (Firefox ESR) and WebKit (WebKitGTK). */
export type EngineName = 'firefox' | 'webkit';

/**
 * One browser window of an engine, driven through WebDriver (BiDi for Firefox, classic for WebKit). The tests speak
 * only this, so each walk is written once and run in both engines. Elements are found by XPath, which both protocols
 * and both engines evaluate the same way; state is read with functions run in the page (no closures: they are sent
 * as text).
 */
export interface EnginePage {
  readonly engine: EngineName;
  /** Opens an address of the app (a path) and waits for its load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result, awaited if it is a promise. */
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** Waits until `fn(arg)` is truthy in the page (asked again across navigations); fails naming `what`. */
  waitUntil<A>(what: string, fn: (arg: A) => unknown, arg: A, timeoutMs?: number): Promise<void>;
  /** Clicks the element once it is visible and enabled. */
  click(xpath: string): Promise<void>;
  /** Replaces the field's value by typing `text` into it. */
  fill(xpath: string, text: string): Promise<void>;
  /**
   * The errors the page's console showed since the window opened (the engine's own messages included, such as a
   * service worker's failed interception), or null where the protocol cannot read the console (classic WebDriver).
   */
  consoleErrors(): readonly string[] | null;
  /** A PNG of the window, for a failed test's report. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** How long a state may take to show (a busy two-core machine). */
export const STATE_TIMEOUT_MS = 15_000;
