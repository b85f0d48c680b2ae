import type { Span } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT; unset, nothing is loaded and no hook is added. */
  endpoint: string | undefined;
  serviceName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    traceSpan: Span | null;
  }
}

/** A span per request (lib/tracing.ts) when an OTLP endpoint is configured; otherwise nothing at all. */
export default fp<TracingOptions>(
  async (app, { endpoint, serviceName }) => {
    if (!endpoint) return;
    const { requestTracer } = await import('../lib/tracing.ts');
    const tracer = requestTracer({ endpoint, serviceName });
    app.decorateRequest('traceSpan', null);
    app.addHook('onRequest', async (request) => {
      request.traceSpan = tracer.start(request);
    });
    const finish = (request: FastifyRequest, statusCode: number) => {
      if (!request.traceSpan) return;
      tracer.finish(request.traceSpan, { method: request.method, route: request.routeOptions.url, statusCode });
      request.traceSpan = null;
    };
    app.addHook('onResponse', async (request, reply) => finish(request, reply.statusCode));
    // A client that went away before its answer: nginx's 499.
    app.addHook('onRequestAbort', async (request) => finish(request, 499));
    // After the server has stopped taking requests: the last spans are sent before the process ends.
    app.addHook('onClose', () => tracer.close());
  },
  { name: 'tracing' },
);
