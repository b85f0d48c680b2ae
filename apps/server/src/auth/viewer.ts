import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@phonehaat/contract';
import type { Database } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { makeRoom } from '../lib/bounded-map.ts';
import { sessions, users } from '../db/schema/index.ts';
import { userSelection } from '../services/users/user-row.ts';

/** The signed-in person making a request. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  role: Role;
  verify: boolean;
  image: string | null;
}

/** Reads `Authorization: Bearer <token>`; the token is a live session's token, so sign-out revokes it at once. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header || header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  const token = header.slice(7).trim();
  // Better Auth's signed form is `<token>.<signature>`; the session row holds the bare token.
  const bare = token.includes('.') ? token.slice(0, token.indexOf('.')) : token;
  return bare.length > 0 && bare.length <= 200 ? bare : undefined;
}

const viewerByToken = (db: Database) =>
  prepared(db, 'viewer-by-token', (name) =>
    db
      .select({ ...userSelection, sessionExpiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`), isNull(users.deletedAt)))
      .limit(1)
      .prepare(name),
  );

/**
 * Viewers of recently seen tokens, for a database whose every write passes through this process
 * (PGlite: one process per data directory). Whatever could change a viewer — sign-out, a role, a
 * deleted account — is a write through this process, which clears the cache before its answer leaves
 * (plugins/auth.ts). With several processes on one database (PostgreSQL) nothing is kept: a sign-out
 * through another instance must revoke the token at once.
 */
export class ViewerCache {
  private readonly entries = new Map<string, { viewer: Viewer; until: number }>();
  /** Bumped by clear(): a look-up that started before a clear does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): Viewer | undefined {
    const hit = this.entries.get(token);
    if (hit && hit.until > Date.now()) return hit.viewer;
    if (hit) this.entries.delete(token);
    return undefined;
  }

  /** Keeps a viewer until its session expires or the cache's time is up, whichever comes first. */
  keep(token: string, viewer: Viewer, sessionExpiresAt: Date, since: number): void {
    if (since !== this.generation) return;
    makeRoom(this.entries, this.maxEntries);
    this.entries.set(token, { viewer, until: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  get currentGeneration(): number {
    return this.generation;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

// Keyed by the database object so that two apps in one process (tests) never share entries.
const viewerCaches = new WeakMap<object, ViewerCache>();

/** Keeps viewers for `ttlMs` (0: not at all). Only for a database this process alone writes to. */
export function configureViewerCache(db: object, ttlMs: number): void {
  if (ttlMs > 0) viewerCaches.set(db, new ViewerCache(ttlMs));
  else viewerCaches.delete(db);
}

/** Forgets every kept viewer: called on every write through this process. */
export function forgetViewers(db: object): void {
  viewerCaches.get(db)?.clear();
}

/** The person behind a live session token: every signed-in request asks this, so it is prepared once. */
export async function viewerForToken(db: Database, token: string): Promise<Viewer | undefined> {
  const cache = viewerCaches.get(db);
  const kept = cache?.get(token);
  if (kept) return kept;
  const since = cache?.currentGeneration ?? 0;
  const [row] = await viewerByToken(db).execute({ token });
  if (!row) return undefined;
  const { sessionExpiresAt, ...viewer } = row;
  cache?.keep(token, viewer, sessionExpiresAt, since);
  return viewer;
}
