import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@phonehaat/contract';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

/** The user columns a viewer is read from (services/users/user-row.ts answers them as the contract's `User`). */
export const userSelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  verify: users.verify,
  image: users.image,
};

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

/** The person behind a live session token: every signed-in request asks this. */
export async function viewerForToken(db: Database, token: string): Promise<Viewer | undefined> {
  const [row] = await db
    .select(userSelection)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`), isNull(users.deletedAt)))
    .limit(1);
  return row;
}
