import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/** The language chosen by the user of a live session (one read of the session token's unique index). */
export async function sessionLanguage(db: Database, token: string): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`), isNull(users.deletedAt)))
    .limit(1);
  return row?.language;
}
