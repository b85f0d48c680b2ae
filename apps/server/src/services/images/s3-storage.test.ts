import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ImageStorage } from './s3-storage.ts';

const KEY = `${'ab'.repeat(16)}-1280.webp`;
const MISSING = `${'cd'.repeat(16)}-1280.webp`;
const BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 stored photo');

describe('S3 image storage reads a key back', () => {
  let server: Server;
  let endpoint: string;
  const asked: string[] = [];

  beforeAll(async () => {
    // Answers as S3 does: the object's bytes, or 404 with NoSuchKey.
    server = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      if (request.url?.split('?')[0] === `/photos/${KEY}`) {
        response.writeHead(200, { 'content-type': 'image/webp', 'content-length': BYTES.length });
        response.end(BYTES);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    s3ImageStorage({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test',
      publicUrl: 'https://img.example.com',
    });

  it('returns the stored bytes, and undefined for a key that is not there', async () => {
    expect((await storage().read(KEY))?.equals(BYTES)).toBe(true);
    expect(await storage().read(MISSING)).toBeUndefined();
    expect(asked).toEqual([`GET /photos/${KEY}?x-id=GetObject`, `GET /photos/${MISSING}?x-id=GetObject`]);
  });

  it('refuses a name it did not make', async () => {
    await expect(storage().read('../secrets.txt')).rejects.toThrow('not a storage key');
  });
});
