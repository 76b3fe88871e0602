// Makes sure nginx (the Debian package) is present for the scale-out test and benchmark, which
// put two API processes behind it. Installs `nginx-light` with apt when running as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

if (existsSync(NGINX)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`${NGINX} not found; installing nginx-light with apt-get…`);
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y --no-install-recommends nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status === 0 && existsSync(NGINX)) process.exit(0);
  console.error(`Installing nginx-light failed (exit ${result.status ?? result.signal}).`);
  process.exit(1);
}

console.error(`${NGINX} not found. The scale-out test and benchmark run nginx in front of two API
processes; install it with:

  sudo apt-get update && sudo apt-get install -y nginx-light

(or set NGINX_BIN to another nginx binary). Only the binary is used: the tests write their
own configuration to a temporary folder and never touch /etc/nginx or the system service.
`);
process.exit(1);
