import { trace } from '@opentelemetry/api';

/**
 * The trace and span ids of the span active now, for a log line; empty when tracing is off or
 * no span is active. Without the SDK the API's tracer is a no-op whose spans are invalid.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !trace.isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}

/** The id of the active trace, or undefined (tracing off, or no span). */
export function activeTraceId(): string | undefined {
  return traceFields().trace_id;
}
