import { FastifyOtelInstrumentation } from '@fastify/otel';
import { type DiagLogger, DiagLogLevel, diag, type Span, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK, resources } from '@opentelemetry/sdk-node';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { safeUrl } from '../logging/log-redaction.js';
import { processLog } from '../logging/process-log.js';
import { APP_VERSION } from '../version.js';
import { traceDatabaseQueries } from './database-spans.js';
import { SafeSpanExporter } from './safe-exporter.js';

/**
 * OpenTelemetry traces (issue 34): only loaded (start.ts) when an OTLP endpoint is configured. The
 * Node SDK reads the standard OTEL_* settings itself (endpoint, headers, timeout, sampler, batch
 * sizes); we add the request spans (@fastify/otel), database spans (database-spans.ts), the
 * scrubbing of what is exported (safe-exporter.ts) and trace ids on log lines.
 */
export type Tracing = {
  /** @fastify/otel's plugin: registered first on the app, so its request span wraps every hook. */
  plugin: FastifyPluginCallback;
  /** A pino mixin: the active span's trace_id and span_id on each log line, to join logs and traces. */
  logFields: () => Record<string, string>;
  /** Sends the spans still buffered and stops the SDK (graceful shutdown). */
  shutdown(): Promise<void>;
};

export type TracingSettings = { serviceName: string };

// Probes and scrapes every few seconds: a trace each would bury the requests worth reading.
const untraced = ({ url }: { url: string }) => url.startsWith('/portal/health') || url.startsWith('/portal/metrics');

/**
 * Names the request span by route pattern (`GET /portal/v1/jobs/:uuid`), not by URL, and replaces
 * @fastify/otel's `url.path` (the whole URL, query included: a reset link's token, a search for a
 * name) with the path and query a log line shows (log-redaction.ts).
 */
function describeRequest(span: Span, request: FastifyRequest) {
  const route = request.routeOptions.url;
  span.updateName(route ? `${request.method} ${route}` : request.method);
  const at = request.url.indexOf('?');
  span.setAttribute('url.path', safeUrl(at === -1 ? request.url : request.url.slice(0, at)));
  if (at !== -1) span.setAttribute('url.query', safeUrl(request.url.slice(at)).slice(1));
  span.setAttribute('url.scheme', request.protocol);
}

// A new object each time: pino merges the line's own fields into what a mixin returns.
function logFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: traceFlags.toString(16).padStart(2, '0') };
}

type LogLevel = 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** The SDK's own diagnostics (an export that failed) as JSON log lines, never console text. */
function diagThrough(level: LogLevel) {
  return (message: string, ...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    const details = args.filter((arg) => typeof arg === 'string' || typeof arg === 'number');
    processLog((log) =>
      log[level](
        { component: 'opentelemetry', ...(err ? { err } : {}), ...(details.length ? { details } : {}) },
        message,
      ),
    );
  };
}

const diagLogger: DiagLogger = {
  error: diagThrough('error'),
  warn: diagThrough('warn'),
  info: diagThrough('info'),
  debug: diagThrough('debug'),
  verbose: diagThrough('trace'),
};

/**
 * NodeSDK's constructor replaces any diagnostics logger with a console one (plain text on stdout)
 * when OTEL_LOG_LEVEL is set; ours already honours that level, so the SDK does not see it.
 */
function withoutConsoleDiagnostics<T>(build: () => T): T {
  const level = process.env.OTEL_LOG_LEVEL;
  delete process.env.OTEL_LOG_LEVEL;
  try {
    return build();
  } finally {
    if (level !== undefined) process.env.OTEL_LOG_LEVEL = level;
  }
}

/** OTEL_LOG_LEVEL as OpenTelemetry reads it (warnings and errors unless said). */
const diagLevel = (value: string | undefined) =>
  DiagLogLevel[(value ?? '').toUpperCase() as keyof typeof DiagLogLevel] ?? DiagLogLevel.WARN;

export function startTracing(settings: TracingSettings): Tracing {
  const requests = new FastifyOtelInstrumentation({
    ignorePaths: untraced,
    // A span for each of the dozen hooks every request passes would cost more than it tells;
    // the request span, the handler's and the database's show where the time goes.
    instrumentHooks: false,
    requestHook: describeRequest,
  });
  diag.setLogger(diagLogger, { logLevel: diagLevel(process.env.OTEL_LOG_LEVEL), suppressOverrideMessage: true });
  const sdk = withoutConsoleDiagnostics(
    () =>
      new NodeSDK({
        serviceName: settings.serviceName,
        resource: resources
          .defaultResource()
          .merge(resources.resourceFromAttributes({ 'service.version': APP_VERSION })),
        traceExporter: new SafeSpanExporter(new OTLPTraceExporter()),
        instrumentations: [requests],
        // Traces only: metrics are Prometheus's (/portal/metrics) and logs are stdout's. Left to the
        // environment, the SDK would also push OTLP metrics and logs to the same endpoint.
        metricReaders: [],
        logRecordProcessors: [],
      }),
  );
  sdk.start();
  const untraceQueries = traceDatabaseQueries(trace.getTracer('talent-portal-database', APP_VERSION));
  return {
    plugin: requests.plugin(),
    logFields,
    async shutdown() {
      untraceQueries();
      await sdk.shutdown();
    },
  };
}
