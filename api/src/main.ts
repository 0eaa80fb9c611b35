// The API's entry point. Tracing starts first, before Nest, Fastify or the database driver
// are loaded, so their instrumentation can wrap them (docs/OPERATIONS.md "Traces").
import { startTracing } from './telemetry/tracing.js';

await startTracing(process.env);
await import('./server.js');
