import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for an S3-compatible service: records every request and answers like S3 would. */
function startS3StandIn(): Promise<{ server: Server; url: string; requests: RecordedRequest[]; failKeysMatching: { pattern: RegExp | null } }> {
  const requests: RecordedRequest[] = [];
  const failKeysMatching: { pattern: RegExp | null } = { pattern: null };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent((request.url ?? '').split('?')[0]!);
      requests.push({ method: request.method ?? '', path, headers: request.headers, body: Buffer.concat(chunks) });
      if (failKeysMatching.pattern?.test(path)) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
        return;
      }
      response.writeHead(request.method === 'DELETE' ? 204 : 200, { etag: '"0123456789abcdef"' });
      response.end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, requests, failKeysMatching });
    });
  });
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#b45309' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' } })
    .toBuffer();

function multipart(bytes: Buffer) {
  const boundary = 'phonehaat-s3-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('image uploads to S3-compatible storage on %s', (kind) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let seller: Actor;
  const upload = async () => {
    const body = multipart(await photo());
    return t.app.inject({ method: 'POST', url: '/api/images', payload: body.payload, headers: { ...body.headers, ...seller.auth } });
  };

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp(kind, {
      S3_BUCKET: 'phonehaat-test',
      S3_REGION: 'auto',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_PUBLIC_URL: 'https://cdn.example.test/phonehaat/',
    });
    seller = await t.signUp('Seller');
  });
  beforeEach(() => {
    s3.requests.length = 0;
    s3.failKeysMatching.pattern = null;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('puts each WebP width in the bucket with its content type and cache header, and answers public URLs', async () => {
    const response = await upload();
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { url: string; variants: { url: string; width: number }[] } }>();

    const puts = s3.requests.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(3);
    for (const [index, put] of puts.entries()) {
      const variant = data.variants[index]!;
      const key = put.path.replace(/^\/phonehaat-test\//, '');
      expect(key).toMatch(/^[0-9a-f]{32}-\d+\.webp$/);
      expect(variant.url).toBe(`https://cdn.example.test/phonehaat/${key}`);
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\//);
      expect(Number(put.headers['content-length'])).toBe(put.body.length);
      const metadata = await sharp(put.body).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(variant.width);
      expect(metadata.exif).toBeUndefined();
    }
    expect(data.variants.map((variant) => variant.width)).toEqual([320, 640, 900]);
    expect(data.url).toBe(data.variants[2]!.url);
  });

  it('removes the widths already written when the bucket refuses one, and stores nothing for a bad file', async () => {
    s3.failKeysMatching.pattern = /-900\.webp$/;
    const response = await upload();
    expect(response.statusCode).toBe(500);
    const written = s3.requests.find((request) => request.method === 'PUT' && request.path.endsWith('-320.webp'));
    expect(written).toBeDefined();
    expect(s3.requests.some((request) => request.method === 'DELETE' && request.path === written!.path)).toBe(true);

    s3.requests.length = 0;
    const body = multipart(Buffer.from('not an image'));
    const refused = await t.app.inject({ method: 'POST', url: '/api/images', payload: body.payload, headers: { ...body.headers, ...seller.auth } });
    expect(refused.statusCode).toBe(400);
    expect(s3.requests).toHaveLength(0);
  });
});

describe("the content security policy's image sources", () => {
  it("are the site itself and the bucket's origin (over http or https), no other origin", async () => {
    const imgSrc = async (publicUrl?: string) => {
      const t = await createTestApp('pglite', publicUrl ? { S3_BUCKET: 'phonehaat-test', S3_PUBLIC_URL: publicUrl } : {});
      try {
        const csp = String((await t.app.inject('/api/health')).headers['content-security-policy']);
        return csp.split(';').find((directive) => directive.startsWith('img-src '));
      } finally {
        await t.close();
      }
    };
    expect(await imgSrc('http://127.0.0.1:9000/phonehaat/')).toBe("img-src 'self' data: blob: http://127.0.0.1:9000");
    expect(await imgSrc('https://cdn.example.test/phonehaat/')).toBe("img-src 'self' data: blob: https://cdn.example.test");
    // Before, any https origin: a listing's photo on a seller's own host could track every visitor.
    expect(await imgSrc()).toBe("img-src 'self' data: blob:");
    // Three apps with their own PGlite: slow on a busy machine.
  }, 120_000);
});
