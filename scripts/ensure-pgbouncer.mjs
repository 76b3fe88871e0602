// Makes sure PgBouncer (the Debian package) is present for the scale-out project's PgBouncer test,
// which puts two API processes behind it in transaction mode. Installs it with apt when root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PGBOUNCER = process.env.PGBOUNCER_BIN || '/usr/sbin/pgbouncer';

if (existsSync(PGBOUNCER)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`${PGBOUNCER} not found; installing pgbouncer with apt-get…`);
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y --no-install-recommends pgbouncer'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status === 0 && existsSync(PGBOUNCER)) process.exit(0);
  console.error(`Installing pgbouncer failed (exit ${result.status ?? result.signal}).`);
  process.exit(1);
}

console.error(`${PGBOUNCER} not found. The PgBouncer test puts two API processes behind it; install it with:

  sudo apt-get update && sudo apt-get install -y pgbouncer

(or set PGBOUNCER_BIN to another pgbouncer binary). The test writes its own configuration to a
temporary folder and never touches /etc/pgbouncer or the system service.
`);
process.exit(1);
