import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}
interface OtlpSpan {
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

/** A collector stand-in on loopback: keeps each OTLP/HTTP export it is sent. */
async function startCollector(): Promise<{
  url: string;
  exports: { path: string; type: string; body: OtlpExport }[];
  close(): Promise<void>;
}> {
  const exports: { path: string; type: string; body: OtlpExport }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      exports.push({
        path: request.url ?? '',
        type: String(request.headers['content-type']),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    exports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (attributes: OtlpAttribute[], key: string) => {
  const value = attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(() => collector.close());

  it('sends a server span per request, named by its route, with its status and request id', async () => {
    const t = await createTestApp('pglite', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SERVICE_NAME: 'phonehaat-test' });
    const answer = await t.app.inject({ url: '/api/products/not-a-product', headers: { 'x-request-id': 'trace-me-1' } });
    expect(answer.statusCode).toBe(404);
    // Closing flushes the batch.
    await t.close();

    expect(collector.exports.length).toBeGreaterThan(0);
    expect(collector.exports[0]).toMatchObject({ path: '/v1/traces', type: 'application/json' });
    const resources = collector.exports.flatMap((sent) => sent.body.resourceSpans);
    expect(attribute(resources[0]!.resource.attributes, 'service.name')).toBe('phonehaat-test');
    const spans = resources.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
    const span = spans.find((candidate) => attribute(candidate.attributes, 'phonehaat.request_id') === 'trace-me-1');
    expect(span).toBeDefined();
    expect(span!.name).toBe('GET /api/products/:id');
    // SpanKind.SERVER in OTLP's numbering.
    expect(span!.kind).toBe(2);
    expect(attribute(span!.attributes, 'http.route')).toBe('/api/products/:id');
    expect(attribute(span!.attributes, 'http.response.status_code')).toBe(404);
    expect(attribute(span!.attributes, 'url.path')).toBe('/api/products/not-a-product');
  });
});
