import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedByServer, connect, exchange } from '../support/keep-alive-socket.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('keep-alive connections during the drain', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes the connections waiting for their next request at once, and every other after its answer', async () => {
    const idle = await connect(port);
    const first = await exchange(idle, '/api/health');
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first.toLowerCase()).not.toContain('connection: close');
    // Opened, its request not sent yet: closing it would drop a request already on its way.
    const accepted = once(t.app.server, 'connection');
    const fresh = await connect(port);
    await accepted;

    // Kept open for the next request until the drain starts; then closed while the server still listens.
    expect(idle.closed).toBe(false);
    t.app.lifecycle.startDraining();
    await closedByServer(idle);
    expect(t.app.server.listening).toBe(true);

    // The new one is answered, told that the connection closes, and closed; so is one opened during the drain.
    for (const socket of [fresh, await connect(port)]) {
      const answer = await exchange(socket, '/api/health');
      expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
      expect(answer.toLowerCase()).toContain('connection: close');
      await closedByServer(socket);
    }
  });
});
