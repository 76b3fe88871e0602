import type { FastifyBaseLogger } from 'fastify';

/**
 * The server's output is JSON lines only (issue 34): what the process itself has to say (Node's
 * warnings, OpenTelemetry's diagnostics) goes through the app's logger too. Some of it comes before
 * that logger exists (the tracing SDK starts first), so it waits here until `useProcessLogger`.
 */

type Entry = (log: FastifyBaseLogger) => void;

let target: FastifyBaseLogger | null = null;
const waiting: Entry[] = [];
// A process that never builds its logger (it failed to start) must not keep an unbounded queue.
const MAX_WAITING = 100;

/** Writes an entry through the process's logger, now or once there is one. */
export function processLog(entry: Entry): void {
  if (target) entry(target);
  else if (waiting.length < MAX_WAITING) waiting.push(entry);
}

/** The logger process-wide messages go to from now on; what waited is written first. */
export function useProcessLogger(log: FastifyBaseLogger): void {
  target = log;
  for (const entry of waiting.splice(0)) entry(log);
}

/**
 * Node prints a process warning (the AWS SDK's "NodeVersionSupportWarning" on Node 20, a
 * deprecation) as plain text on stderr. Its one printer is the 'warning' listener it installs at
 * start: removed, and each warning logged as a JSON line instead.
 */
export function logProcessWarnings(): void {
  for (const listener of process.listeners('warning')) process.off('warning', listener);
  process.on('warning', (warning) => {
    const code = 'code' in warning && typeof warning.code === 'string' ? warning.code : undefined;
    // `warning`, not `name`: log redaction blanks every field called `name` (a person's, usually).
    processLog((log) => log.warn({ warning: warning.name, code }, warning.message));
  });
}
