import type { NodeSDK } from '@opentelemetry/sdk-node';

/** The service name spans are reported under unless `OTEL_SERVICE_NAME` says otherwise. */
export const SERVICE_NAME = 'greencart-api';

let sdk: NodeSDK | undefined;

/** Whether traces are exported: an OTLP endpoint is configured and the SDK is not disabled. */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint?.trim()) && env.OTEL_SDK_DISABLED !== 'true';
}

/**
 * Starts the OpenTelemetry Node SDK when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set: spans of incoming and outgoing HTTP, of
 * Fastify's requests and route handlers, and of every PostgreSQL query, exported by OTLP over HTTP. Off
 * by default: without an endpoint nothing of the SDK is even loaded. Must run before Nest,
 * Fastify and `pg` are imported (main.ts), so the instrumentation can wrap them.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<boolean> {
  if (!tracingWanted(env) || sdk) return false;
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  env.OTEL_SERVICE_NAME ||= SERVICE_NAME;
  sdk = new NodeSDK({
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT / _TRACES_ENDPOINT and _HEADERS itself.
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // The health probes run every few seconds: spans of them would drown the rest.
        ignoreIncomingRequestHook: (request) => (request.url ?? '').startsWith('/api/health'),
      }),
      // A span per request and per route handler; one per lifecycle hook (Nest adds several to
      // every route) would multiply the spans of a request for no question an operator asks.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      // A span per query inside a request; none for taking a pooled connection.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ],
  });
  sdk.start();
  return true;
}

/** Sends the spans still buffered and stops the SDK (at shutdown); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown().catch(() => undefined);
}
