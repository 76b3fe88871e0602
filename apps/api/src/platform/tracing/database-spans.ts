import { context, diag, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/**
 * A span per database query, for PGlite and node-postgres alike and with no loader flag (the bundle
 * runs `node server.js`): `@opentelemetry/instrumentation-pg` would need `pg` hooked before the ESM
 * app imports it and knows nothing of PGlite. Every statement Drizzle runs, on either driver and
 * in or out of a transaction, passes through `PgPreparedQuery#queryWithCache` with its SQL text
 * (placeholders, never the values); that one method is wrapped. drizzle-orm is pinned, and
 * tracing.test.ts fails if a request's database span goes missing.
 */

type RunsQueries = {
  queryWithCache(queryString: string, params: unknown[], query: () => Promise<unknown>): Promise<unknown>;
};

const OPERATION = /^\s*\(?\s*([A-Za-z]+)/;
// Drizzle quotes identifiers: the first table a statement reads or writes names it well enough.
const TABLE = /\b(?:from|into|update|join)\s+"([^"]+)"/i;

/** A low-cardinality name: `SELECT sessions`, `INSERT audit_log`, `BEGIN`. */
export function querySummary(text: string): string {
  const operation = OPERATION.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const table = TABLE.exec(text)?.[1];
  return table ? `${operation} ${table}` : operation;
}

const codeOf = (error: unknown): string | undefined => {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Wraps Drizzle's query path with spans of `tracer`; returns the undo. */
export function traceDatabaseQueries(tracer: Tracer): () => void {
  const prototype = PgPreparedQuery.prototype as unknown as RunsQueries;
  const original = prototype.queryWithCache;
  if (typeof original !== 'function') {
    diag.warn('drizzle-orm has no PgPreparedQuery#queryWithCache: database queries are not traced');
    return () => {};
  }
  prototype.queryWithCache = function traced(this: RunsQueries, queryString, params, query) {
    // Only inside a traced operation (a request): the job runner's polling would otherwise send a
    // trace of its own every few seconds.
    if (!trace.getSpan(context.active())) return original.call(this, queryString, params, query);
    const summary = querySummary(queryString);
    const span = tracer.startSpan(summary, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.query.summary': summary, 'db.query.text': queryString },
    });
    return original.call(this, queryString, params, query).then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        // The SQLSTATE says what failed; the message can quote a value, so it stays out.
        const code = codeOf(error);
        span.setAttributes({
          'error.type': code ?? 'query_failed',
          ...(code ? { 'db.response.status_code': code } : {}),
        });
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        throw error;
      },
    );
  };
  return () => {
    prototype.queryWithCache = original;
  };
}
