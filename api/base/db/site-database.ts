import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runningPostgresPid } from './cluster-owner';
import { startDatabase, type RunningDatabase } from './embedded-postgres';

/**
 * The site's database for a script run beside (or without) the server: DATABASE_URL; else the embedded PostgreSQL
 * the running server started in the data folder (its port from postmaster.pid, left running); else one started for
 * the script and stopped after it.
 */
export async function openSiteDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<RunningDatabase> {
  if (config.databaseUrl) return startDatabase(config);
  const clusterDir = path.join(config.dataDir, 'postgres');
  const passwordFile = path.join(config.dataDir, 'postgres-password');
  if (runningPostgresPid(clusterDir) !== undefined && existsSync(passwordFile)) {
    // postmaster.pid's fourth line is the port it listens on.
    const port = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    const password = readFileSync(passwordFile, 'utf8').trim();
    return {
      clientUrl: `postgres://postgres:${password}@127.0.0.1:${port}/pontiac`,
      adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      stop: async () => {},
    };
  }
  return startDatabase(config);
}
