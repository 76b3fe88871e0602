import type { Config } from '../../config.js';
import type { Tracing } from './tracing.js';

/**
 * Starts tracing when the configuration asks for it (an OTLP endpoint is set). Otherwise neither the
 * SDK, its exporter nor @fastify/otel is imported: a process without tracing pays for none of it
 * (tracing-lazy.test.ts). Only the no-op `@opentelemetry/api` is loaded, by prom-client.
 */
export async function startTracingIfConfigured(config: Pick<Config, 'tracing'>): Promise<Tracing | null> {
  if (!config.tracing) return null;
  const { startTracing } = await import('./tracing.js');
  return startTracing(config.tracing);
}
