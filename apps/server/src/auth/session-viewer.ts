import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/client.ts';
import type { Auth } from './create-auth.ts';
import { viewerForToken, type Viewer } from './viewer.ts';

/** Node's headers as the Fetch `Headers` Better Auth reads. */
export function toHeaders(source: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * The person behind a request's session, whether it came as the session cookie (a browser) or a bearer
 * token: Better Auth finds the session, and the same look-up as every bearer call reads the role (so a
 * deleted account or a changed role counts at once).
 */
export async function sessionViewer(auth: Auth, db: Database, headers: IncomingHttpHeaders): Promise<Viewer | undefined> {
  const session = await auth.api.getSession({ headers: toHeaders(headers) });
  return session ? viewerForToken(db, session.session.token) : undefined;
}
