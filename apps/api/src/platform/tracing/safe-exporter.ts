import { type Attributes, type AttributeValue, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { scrubText } from '../logging/log-redaction.js';

/**
 * What leaves the process in a span passes the same scrub as a log line (issue 23: no e-mail, phone
 * or value a database error quotes): names, attribute values, status messages and the events
 * (recorded exceptions) of spans from every source (@fastify/otel, our database spans). Request URLs
 * are made safe where the request span is named (tracing.ts); this is the net behind everything.
 */

type Scalar = string | number | boolean | null | undefined;

const scrubValue = (value: AttributeValue | undefined): AttributeValue | undefined => {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value))
    return (value as Scalar[]).map((item) => (typeof item === 'string' ? scrubText(item) : item)) as AttributeValue;
  return value;
};

const scrubAttributes = (attributes: Attributes): Attributes => {
  const safe: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) safe[key] = scrubValue(value);
  return safe;
};

/**
 * A request the server answered below 500 is no failure of the server (OpenTelemetry's HTTP
 * conventions), though @fastify/otel marks every thrown error: a 404 or 422 (AppError) keeps its
 * recorded exception but not the error status, so error rates count real failures.
 */
function statusOf(span: ReadableSpan): ReadableSpan['status'] {
  const code = span.attributes['http.response.status_code'];
  if (span.kind === SpanKind.SERVER && typeof code === 'number' && code < 500) return { code: SpanStatusCode.UNSET };
  return span.status.message ? { ...span.status, message: scrubText(span.status.message) } : span.status;
}

function safeSpan(span: ReadableSpan): ReadableSpan {
  return {
    name: scrubText(span.name),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: statusOf(span),
    attributes: scrubAttributes(span.attributes),
    links: span.links,
    events: span.events.map((event) =>
      event.attributes ? { ...event, attributes: scrubAttributes(event.attributes) } : event,
    ),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Wraps the OTLP exporter: each batch is made safe (above), then sent by it. */
export class SafeSpanExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: Parameters<SpanExporter['export']>[1]): void {
    this.inner.export(spans.map(safeSpan), resultCallback);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
