import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';

/**
 * `npm start` with DEV_OIDC_PROVIDER=true: the development identity provider
 * (scripts/dev-oidc-provider.mjs, `oidc-provider` is a devDependency) as a child process, ended
 * with the server. Production refuses the flag (config.ts).
 */
export function startDevOidcProvider(config: Config): ChildProcess | null {
  const dev = config.devOidc;
  if (!dev) return null;
  // The same relative place from src/ (tsx) and dist/ (built).
  const script = fileURLToPath(new URL('../../../../scripts/dev-oidc-provider.mjs', import.meta.url));
  return spawn(process.execPath, [script], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DEV_OIDC_PORT: String(dev.port),
      DEV_OIDC_CLIENT_ID: dev.clientId,
      DEV_OIDC_CLIENT_SECRET: dev.clientSecret,
    },
  });
}
