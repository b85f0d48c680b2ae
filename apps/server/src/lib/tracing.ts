import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';

export interface RequestTracer {
  /** A server span for one request. */
  start(request: { method: string; url: string; id: string }): Span;
  /** Names the span by its route pattern (never the URL: bounded names), records the status and ends it. */
  finish(span: Span, answer: { method: string; route: string | undefined; statusCode: number }): void;
  /** Sends what is still buffered and stops. */
  close(): Promise<void>;
}

/** The attribute that ties a span to the request's log lines and jobs (X-Request-Id). */
export const REQUEST_ID_ATTRIBUTE = 'phonehaat.request_id';

/**
 * OpenTelemetry traces (issue 41 §7): a span per request, sent in batches by OTLP/HTTP (JSON) to
 * `endpoint`/v1/traces. Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (plugins/tracing.ts); no
 * global provider is registered, so nothing else in the process starts tracing behind our back.
 */
export function requestTracer({ endpoint, serviceName }: { endpoint: string; serviceName: string }): RequestTracer {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: new URL('v1/traces', withSlash(endpoint)).toString() })),
    ],
  });
  const tracer = provider.getTracer('phonehaat-http');
  return {
    start: ({ method, url, id }) =>
      tracer.startSpan(method, {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: method,
          [ATTR_URL_PATH]: url.split('?', 1)[0] ?? url,
          [REQUEST_ID_ATTRIBUTE]: id,
        },
      }),
    finish(span, { method, route, statusCode }) {
      if (route) {
        span.updateName(`${method} ${route}`);
        span.setAttribute(ATTR_HTTP_ROUTE, route);
      }
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    close: () => provider.shutdown(),
  };
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
