import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Makes the accounts with these emails admins; returns the emails that were found. */
export async function promoteAdmins(db: Database, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const normalized = emails.map((email) => email.trim().toLowerCase());
  await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(inArray(sql`lower(${users.email})`, normalized), isNull(users.deletedAt), ne(users.role, 'admin')));
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, normalized), isNull(users.deletedAt)));
  return found.map((row) => row.email);
}
