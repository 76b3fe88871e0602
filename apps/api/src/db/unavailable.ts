// Socket errors of a connection that could not be made or was cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed or
// still starting) and 53300 (too many connections).
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
// What node-postgres says when a connection ends under it or none frees up in time.
const PG_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the
 * connection cut or refused, no connection free in time), as opposed to a bug or a refused
 * statement. Drizzle wraps the driver's error, so the whole `cause` chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 10; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (PG_MESSAGES.test(current.message)) return true;
    // A connection to a host with several addresses fails with all of them.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
