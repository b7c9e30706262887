import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SERVER_PID_FILE = 'server.pid';
const STOP_WAIT_MS = 20_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else (PostgreSQL runs as its own user under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** What a live process runs, from /proc on Linux; undefined where that cannot be read. */
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
};

const readPid = (file: string) => {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

/** The PID of the PostgreSQL running on `clusterDir`, from its postmaster.pid, if that process is alive. */
export function runningPostgresPid(clusterDir: string): number | undefined {
  const pid = readPid(path.join(clusterDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid)) return undefined;
  const command = commandOf(pid);
  // A PID reused by something else is not ours to stop (PostgreSQL clears a stale postmaster.pid itself).
  return command === undefined || command.includes('postgres') ? pid : undefined;
}

/**
 * Makes this process the owner of the data folder's embedded PostgreSQL. Another live server on the folder is an
 * error that says so. A PostgreSQL left running by a server that died (kill -9, a crash) is stopped the way
 * PostgreSQL stops safely (SIGINT: fast shutdown, every committed write kept), so the start that follows is clean.
 * Returns the release to call once this server has stopped its PostgreSQL.
 */
export async function claimCluster(dataDir: string, clusterDir: string, log: (message: string) => void): Promise<() => void> {
  const ownerFile = path.join(dataDir, SERVER_PID_FILE);
  const owner = readPid(ownerFile);
  if (owner !== undefined && owner !== process.pid && isAlive(owner) && (commandOf(owner) ?? 'node').includes('node')) {
    throw new Error(`Another server (pid ${owner}) is using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`);
  }
  const orphan = runningPostgresPid(clusterDir);
  if (orphan !== undefined) {
    log(`Stopping the PostgreSQL (pid ${orphan}) a previous server left running on ${clusterDir}.`);
    process.kill(orphan, 'SIGINT');
    const deadline = Date.now() + STOP_WAIT_MS;
    while (isAlive(orphan)) {
      if (Date.now() > deadline)
        throw new Error(`The PostgreSQL a previous server left running (pid ${orphan}) did not stop; stop it by hand.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  writeFileSync(ownerFile, String(process.pid));
  return () => rmSync(ownerFile, { force: true });
}
