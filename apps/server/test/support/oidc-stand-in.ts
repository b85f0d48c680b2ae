import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A small OpenID Connect provider standing in for Google, which this network cannot reach: discovery,
 * authorization code with PKCE (S256), token exchange with client secret, and userinfo. It signs the
 * person in at once (no consent screen), as whoever `person` says.
 */
export interface StandInPerson {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export interface OidcStandIn {
  url: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in will be. */
  setPerson(person: StandInPerson): void;
  /** Requests seen, for assertions. */
  seen: { path: string; method: string }[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

export async function startOidcStandIn(options: { port?: number; clientId?: string; clientSecret?: string; person?: StandInPerson } = {}): Promise<OidcStandIn> {
  const clientId = options.clientId ?? 'phonehaat-test-client';
  const clientSecret = options.clientSecret ?? 'phonehaat-test-secret';
  let person: StandInPerson = options.person ?? {
    sub: 'google-oauth2|1001',
    email: 'google.person@gmail.test',
    name: 'Google Person',
    picture: 'https://lh3.googleusercontent.test/a/photo.png',
  };
  const codes = new Map<string, { challenge: string | null; redirectUri: string; person: StandInPerson }>();
  const tokens = new Map<string, StandInPerson>();
  const seen: { path: string; method: string }[] = [];
  let base = '';

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    seen.push({ path: url.pathname, method: request.method ?? 'GET' });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }

    if (url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !redirectUri) return json(400, { error: 'invalid_client' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: url.searchParams.get('code_challenge'), redirectUri, person });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      const state = url.searchParams.get('state');
      if (state) target.searchParams.set('state', state);
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }

    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      const basic = request.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : [];
      const id = basic[0] ?? form.get('client_id');
      const secret = basic[1] ?? form.get('client_secret');
      if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
      const verifier = form.get('code_verifier') ?? '';
      if (grant.challenge && createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
        return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      codes.delete(form.get('code')!);
      const accessToken = randomBytes(24).toString('hex');
      tokens.set(accessToken, grant.person);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' });
    }

    if (url.pathname === '/userinfo') {
      const who = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!who) return json(401, { error: 'invalid_token' });
      return json(200, { ...who, email_verified: true });
    }

    json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    discoveryUrl: `${base}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    seen,
    setPerson: (next) => {
      person = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run directly (the browser tests do): `tsx oidc-stand-in.ts <port>`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standIn = await startOidcStandIn({ port: Number(process.argv[2] ?? 4180) });
  process.stdout.write(`OIDC stand-in at ${standIn.url}\n`);
}
