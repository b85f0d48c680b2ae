import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

/** What helmet's middleware puts on a real answer of node:http, run for the request as usual. */
async function sentByHelmet(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  server = createServer((request, response) => middleware(request, response, () => response.end()));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
  });
  return headers;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('helmetHeaders', () => {
  const cases: [string, HelmetOptions][] = [
    ['defaults', {}],
    [
      'the app’s options over https',
      {
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: [] } },
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        strictTransportSecurity: true,
      },
    ],
    ['no HSTS, no CSP', { strictTransportSecurity: false, contentSecurityPolicy: false }],
  ];

  it.each(cases)('are the headers helmet sends per request (%s)', async (_name, options) => {
    expect(helmetHeaders(options)).toEqual(await sentByHelmet(options));
  });

  it('refuses options helmet refuses, at start-up', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow(/self/);
  });
});
