import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfilePhotoAnswer } from '@phonehaat/contract';
import { createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

// Issue 36 item 17 (decision 0054): the photo given at sign-up is fetched by the server, guarded against
// request forgery, and stored as our own image; one that cannot be fetched leaves initials, and sign-up
// never waits for it.

/** A photo host on 127.0.0.1: a PNG, a text file, a redirect, and a photo that waits until released. */
async function photoHost() {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7f62' } }).png().toBuffer();
  const requested: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === '/photo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/notes.txt') return response.writeHead(200, { 'content-type': 'image/png' }).end('not a picture at all');
    if (request.url === '/moved.png') return response.writeHead(302, { location: '/photo.png' }).end();
    if (request.url === '/huge.png') return response.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end();
    if (request.url === '/slow.png') return void held.then(() => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requested, release, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(databaseKinds)('sign-up photos on %s', (databaseKind) => {
  let host: Awaited<ReturnType<typeof photoHost>>;
  let t: TestApp;
  let strict: TestApp;

  beforeAll(async () => {
    host = await photoHost();
    t = await createTestApp(databaseKind, { PROFILE_PHOTO_ALLOW_LOOPBACK: 'true' });
    strict = await createTestApp(databaseKind);
  });
  afterAll(async () => {
    host.release();
    await Promise.all([t?.close(), strict?.close()]);
    await host.close();
  });

  /** Signs up through the identity endpoint with `image`; the answer's user, and the bearer headers. */
  async function signUpWith(app: TestApp, image: string) {
    const email = `photo-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Photo Person', email, password: TEST_PASSWORD, image },
    });
    expect(response.statusCode, response.body).toBe(200);
    const auth = { authorization: `Bearer ${String(response.headers['set-auth-token'])}` };
    return { user: response.json<{ user: { id: string; image: string | null } }>().user, auth };
  }
  const photoOf = async (app: TestApp, auth: Record<string, string>) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/users/me/photo', headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProfilePhotoAnswer>().photoURL;
  };

  it('stores a photo from a reachable host as our own image, and serves it', async () => {
    const { user, auth } = await signUpWith(t, `${host.base}/photo.png`);
    // The answer never names the outside host.
    expect(user.image).toBeNull();
    const stored = await photoOf(t, auth);
    expect(stored).toMatch(/^\/uploads\/[0-9a-f]{32}-320\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: stored! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    // The session carries it from now on (the header's avatar).
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: auth });
    expect(session.json<{ user: { image: string } }>().user.image).toBe(stored);
  });

  it('answers the sign-up without waiting for the photo', async () => {
    const before = host.requested.length;
    const { user, auth } = await signUpWith(t, `${host.base}/slow.png`);
    expect(user.image).toBeNull();
    // The fetch starts after the answer, and the host holds the photo back: sign-up did not wait for it.
    await vi.waitFor(() => expect(host.requested.slice(before)).toEqual(['/slow.png']));
    host.release();
    expect(await photoOf(t, auth)).toMatch(/^\/uploads\/[0-9a-f]{32}-320\.webp$/);
  });

  it.each([
    ['a file that is no image', '/notes.txt'],
    ['a redirect', '/moved.png'],
    ['an answer over the size limit', '/huge.png'],
    ['a missing photo', '/gone.png'],
  ])('refuses %s: the account is made, with no image', async (_what, path) => {
    const { user, auth } = await signUpWith(t, `${host.base}${path}`);
    expect(user.image).toBeNull();
    expect(await photoOf(t, auth)).toBeNull();
  });

  it('without the loopback allowance, never connects to this machine or a private address; sign-up still succeeds', async () => {
    const before = host.requested.length;
    for (const url of [
      `${host.base}/photo.png`,
      `http://localhost:${new URL(host.base).port}/photo.png`,
      `http://[::ffff:127.0.0.1]:${new URL(host.base).port}/photo.png`,
      'http://10.0.0.8/photo.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.1.1/photo.png',
    ]) {
      const { user, auth } = await signUpWith(strict, url);
      expect(user.image).toBeNull();
      expect(await photoOf(strict, auth)).toBeNull();
    }
    expect(host.requested.slice(before)).toEqual([]);
  });

  it('keeps an image already on our own host as it is', async () => {
    const { user } = await signUpWith(strict, '/demo/phones/iphone-front-midnight.svg');
    expect(user.image).toBe('/demo/phones/iphone-front-midnight.svg');
  });

  it('an unreachable host (the other tests sign up with https://example.com/me.png) leaves initials', async () => {
    const { auth } = await signUpWith(t, 'https://example.com/me.png');
    expect(await photoOf(t, auth)).toBeNull();
  });
});
