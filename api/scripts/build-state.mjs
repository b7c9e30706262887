/**
 * Whether dist/ holds a build of the sources as they are, so `npm start` builds only when it must and `npm run serve`
 * never builds (a second instance started from the same checkout does not rebuild under a running one).
 *
 *   node api/scripts/build-state.mjs begin   before the build: notes the newest source time it builds from
 *   node api/scripts/build-state.mjs done    after a build that succeeded: that time becomes the build's stamp
 *   node api/scripts/build-state.mjs ensure  builds (npm run build) when there is no build or a source is newer
 *   node api/scripts/build-state.mjs exists  fails with a message when there is no build to serve
 *
 * Sources are compared by modification time, the newest of what the build reads: the app, the shared code, the
 * service worker, the build's configuration and the installed versions (package.json, package-lock.json). A file
 * saved while a build runs is newer than the time noted at its start, so the next start builds again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['pwa', 'shared', 'service-worker', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const STAMP = path.join(root, 'dist', 'build-stamp.json');
const PENDING = path.join(root, 'dist', 'build-stamp.pending.json');
/** What the server serves: without these there is nothing to serve. */
const BUILD_FILES = [path.join(root, 'dist', 'pwa', 'index.html'), path.join(root, 'dist', 'ssr', 'serverRender.js')];

/** The newest modification time (ms) under `entry`, a file or a folder. */
function newestUnder(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestUnder(path.join(entry, name)));
  }
  return newest;
}

const newestSource = () => Math.max(...SOURCES.map((source) => newestUnder(path.join(root, source))));
const hasBuild = () => BUILD_FILES.every((file) => existsSync(file));

function builtFrom() {
  try {
    const { sourcesAt } = JSON.parse(readFileSync(STAMP, 'utf8'));
    return typeof sourcesAt === 'number' ? sourcesAt : null;
  } catch {
    return null;
  }
}

/** Why a build is needed, or null when dist/ is up to date. */
function staleBecause() {
  if (!hasBuild()) return 'no build yet';
  const stamp = builtFrom();
  if (stamp === null) return 'the build has no stamp';
  if (newestSource() > stamp) return 'sources changed since the last build';
  return null;
}

const command = process.argv[2];
if (command === 'begin') {
  mkdirSync(path.dirname(PENDING), { recursive: true });
  writeFileSync(PENDING, JSON.stringify({ sourcesAt: newestSource() }));
} else if (command === 'done') {
  renameSync(PENDING, STAMP);
} else if (command === 'ensure') {
  const reason = staleBecause();
  if (reason === null) {
    console.log('The build in dist/ is up to date: not building.');
  } else {
    console.log(`Building (${reason}).`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
} else if (command === 'exists') {
  if (!hasBuild()) {
    console.error('There is no build in dist/ to serve: run `npm run build` (or `npm start`, which builds when needed) first.');
    process.exit(1);
  }
  if (staleBecause() !== null) console.warn('Note: sources changed since the build in dist/; serving it as it is.');
} else {
  console.error('Usage: node api/scripts/build-state.mjs begin|done|ensure|exists');
  process.exit(2);
}
