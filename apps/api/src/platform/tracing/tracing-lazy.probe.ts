import { createRequire } from 'node:module';
import { startTracingIfConfigured } from './start.js';

// Run by tracing-lazy.test.ts in a process of its own (a test worker's module cache is shared by
// many files). Loads the app's module graph and asks for tracing without an endpoint, then with one,
// and prints how many OpenTelemetry modules were loaded after each. They are CommonJS, so they show
// in the require cache. `@opentelemetry/api` is not counted: prom-client loads it anyway, and without
// an SDK behind it every call is a no-op.
const OTEL_MODULE = /[\\/](@opentelemetry[\\/](?!api[\\/])|@fastify[\\/]otel[\\/])/;
const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((path) => OTEL_MODULE.test(path)).length;

await import('../../app.js');
await import('../logging/process-log.js');
const off = await startTracingIfConfigured({ tracing: null });
const afterUnset = loaded();
// Nothing is exported: no span is made, so the endpoint (a closed port) is never called.
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:9';
const on = await startTracingIfConfigured({ tracing: { serviceName: 'probe' } });
const afterSet = loaded();
await on?.shutdown();
console.log(JSON.stringify({ off: off === null, afterUnset, on: on !== null, afterSet }));
