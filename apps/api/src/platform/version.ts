import { readFileSync } from 'node:fs';

/**
 * The running build's version, as health shows it: `APP_VERSION` when the deployment names one
 * (a release tag, a commit), else the API package's own version. Read once at start.
 */
export const APP_VERSION: string =
  process.env.APP_VERSION ||
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
