import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A real OTLP/HTTP receiver on a loopback port, as a Collector, Jaeger or Tempo would be: it takes
 * `POST /v1/traces` in OTLP's JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends) and
 * keeps the spans, decoded to plain objects.
 */

type AnyValue = {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value: AnyValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
  status?: { code?: number; message?: string };
  events?: { name: string; attributes?: KeyValue[] }[];
};
type TracesRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[];
  }[];
};

export type Attributes = Record<string, unknown>;

export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Attributes;
  status: { code: number; message: string | undefined };
  events: { name: string; attributes: Attributes }[];
  scope: string | undefined;
  resource: Attributes;
};

const decodeValue = (value: AnyValue): unknown => {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decodeValue);
  return undefined;
};

const attributesOf = (list: KeyValue[] = []): Attributes =>
  Object.fromEntries(list.map(({ key, value }) => [key, decodeValue(value)]));

function decode(body: TracesRequest): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) =>
    (scopeSpans ?? []).flatMap(({ scope, spans }) =>
      (spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
        status: { code: span.status?.code ?? 0, message: span.status?.message },
        events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributesOf(event.attributes) })),
        scope: scope?.name,
        resource: attributesOf(resource?.attributes),
      })),
    ),
  );
}

export type OtlpReceiver = {
  /** OTEL_EXPORTER_OTLP_ENDPOINT for an exporter that should send here. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** The headers of each export request (OTEL_EXPORTER_OTLP_HEADERS reach the receiver). */
  headers: IncomingHttpHeaders[];
  stop(): Promise<void>;
};

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const headers: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      if (!req.headers['content-type']?.startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      headers.push(req.headers);
      spans.push(...decode(JSON.parse(body.toString('utf8')) as TracesRequest));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    headers,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
