import type { FieldProblems } from '../../platform/errors.js';

/**
 * Allowed origins go into the hosted page's `frame-ancestors`, so each must be what a browser reads
 * as an https origin: parsed with the WHATWG URL parser (SECURITY 38), no credentials, path, query
 * or fragment, a port in range. The contract's pattern is the first filter; this is the decision.
 */
export function isHttpsOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return url.protocol === 'https:' && bare && url.hostname !== '';
}

/** `allowed_origins.<i>` for each origin that is not one; null when all are. */
export function originProblems(origins: readonly string[]): FieldProblems | null {
  const problems: FieldProblems = {};
  origins.forEach((origin, i) => {
    if (!isHttpsOrigin(origin)) problems[`allowed_origins.${i}`] = [{ rule: 'invalid' }];
  });
  return Object.keys(problems).length ? problems : null;
}
