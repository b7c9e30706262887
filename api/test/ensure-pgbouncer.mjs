// The pooler tests (api/health/pgbouncer.test.ts) run the app behind Debian's PgBouncer: install it when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

if (existsSync(PGBOUNCER)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `PgBouncer is missing at ${PGBOUNCER}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends pgbouncer\n` +
      'or point PGBOUNCER_PATH at a pgbouncer binary.',
  );
  process.exit(1);
}

console.log('Installing Debian pgbouncer for the pooler tests (apt-get)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'pgbouncer'], { stdio: 'inherit', env });
if (!existsSync(PGBOUNCER)) {
  console.error(`apt-get finished but ${PGBOUNCER} is still missing.`);
  process.exit(1);
}
