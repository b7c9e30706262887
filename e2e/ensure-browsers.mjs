// The browser tests drive Debian's browsers: Playwright cannot download its own on these machines. Chromium through
// Playwright; Firefox ESR and WebKitGTK (MiniBrowser, through WebKitWebDriver, on an Xvfb display) through WebDriver.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const hasMiniBrowser = () =>
  readdirSync('/usr/lib', { withFileTypes: true }).some(
    (entry) => entry.isDirectory() && existsSync(`/usr/lib/${entry.name}/webkit2gtk-4.1/MiniBrowser`),
  );

/** Each Debian package the tests need, with whether it is there. */
const needed = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM) },
  { pkg: 'firefox-esr', present: () => existsSync(FIREFOX) },
  {
    pkg: 'webkit2gtk-driver',
    present: () => existsSync('/usr/bin/WebKitWebDriver') && (Boolean(process.env.WEBKIT_MINIBROWSER) || hasMiniBrowser()),
  },
  { pkg: 'xvfb', present: () => existsSync('/usr/bin/Xvfb') },
];

const missing = needed.filter((entry) => !entry.present()).map((entry) => entry.pkg);
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `The browser tests need Debian's ${missing.join(', ')}. Install them first:\n` +
      `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}\n` +
      'or point CHROMIUM_PATH, FIREFOX_PATH or WEBKIT_MINIBROWSER at the browsers.',
  );
  process.exit(1);
}

console.log(`Installing Debian's ${missing.join(', ')} for the browser tests (apt-get)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
const stillMissing = needed.filter((entry) => !entry.present()).map((entry) => entry.pkg);
if (stillMissing.length > 0) {
  console.error(`apt-get finished but ${stillMissing.join(', ')} is still missing.`);
  process.exit(1);
}
