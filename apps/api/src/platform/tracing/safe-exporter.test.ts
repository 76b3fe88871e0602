import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { querySummary } from './database-spans.js';
import { SafeSpanExporter } from './safe-exporter.js';

/** A finished span as the SDK hands it to an exporter; only what the tests vary is given. */
const span = (given: Partial<ReadableSpan>): ReadableSpan => ({
  name: 'GET /portal/v1/jobs',
  kind: SpanKind.INTERNAL,
  spanContext: () => ({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 }),
  startTime: [0, 0],
  endTime: [0, 1],
  status: { code: SpanStatusCode.UNSET },
  attributes: {},
  links: [],
  events: [],
  duration: [0, 1],
  ended: true,
  resource: {} as ReadableSpan['resource'],
  instrumentationScope: { name: 'test' },
  droppedAttributesCount: 0,
  droppedEventsCount: 0,
  droppedLinksCount: 0,
  ...given,
});

/** What the wrapped exporter receives for `spans`. */
function exported(spans: ReadableSpan[]): ReadableSpan[] {
  let sent: ReadableSpan[] = [];
  const inner: SpanExporter = {
    export: (batch, done) => {
      sent = batch;
      done({ code: 0 });
    },
    shutdown: async () => {},
  };
  new SafeSpanExporter(inner).export(spans, () => {});
  return sent;
}

describe('SafeSpanExporter', () => {
  it('scrubs what a log line would not show: e-mail addresses, the values a failed query quotes', () => {
    const [safe] = exported([
      span({
        status: { code: SpanStatusCode.ERROR, message: 'Failed query: select 1\nparams: jane@example.test,42' },
        attributes: { 'user.note': 'call +44 20 7946 0958', tags: ['jane@example.test', 'plain'] },
        events: [
          {
            name: 'exception',
            time: [0, 0],
            attributes: { 'exception.message': 'Key (email)=(jane@example.test) already exists.' },
          },
        ],
      }),
    ]);
    expect(safe?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'Failed query: select 1\nparams: [redacted]' });
    expect(safe?.attributes).toEqual({ 'user.note': 'call [redacted]', tags: ['[email]', 'plain'] });
    expect(safe?.events[0]?.attributes).toEqual({ 'exception.message': 'Key (email)=([redacted]) already exists.' });
    expect(safe?.spanContext().spanId).toBe('b'.repeat(16));
  });

  it('a server span answered below 500 is no error; at 500 it stays one', () => {
    const refused = span({
      kind: SpanKind.SERVER,
      status: { code: SpanStatusCode.ERROR, message: 'not_found' },
      attributes: { 'http.response.status_code': 404 },
    });
    const failed = span({
      kind: SpanKind.SERVER,
      status: { code: SpanStatusCode.ERROR },
      attributes: { 'http.response.status_code': 500 },
    });
    const [a, b] = exported([refused, failed]);
    expect(a?.status).toEqual({ code: SpanStatusCode.UNSET });
    expect(b?.status).toEqual({ code: SpanStatusCode.ERROR });
  });
});

describe('querySummary (database span names)', () => {
  it('is the statement and its first table, as Drizzle writes them', () => {
    expect(querySummary('select "id" from "users" where "users"."email" = $1')).toBe('SELECT users');
    expect(querySummary('insert into "audit_log" ("id") values ($1)')).toBe('INSERT audit_log');
    expect(querySummary('update "jobs" set "status" = $1')).toBe('UPDATE jobs');
    expect(querySummary('delete from "sessions" where true')).toBe('DELETE sessions');
    expect(querySummary('\n  with recent as (select 1) select * from recent')).toBe('WITH');
    expect(querySummary('begin')).toBe('BEGIN');
  });
});
