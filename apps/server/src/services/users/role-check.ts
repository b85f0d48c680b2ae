import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../errors/app-error.ts';

/** Whether the account with this email has the role. Users may ask about themselves; admins about anyone. */
export async function hasRole(db: Database, viewer: Viewer, email: string, role: Role): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  if (viewer.email.toLowerCase() === normalized) return viewer.role === role;
  if (viewer.role !== 'admin') throw forbidden('You can only check your own role');
  const [match] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normalized), isNull(users.deletedAt)))
    .limit(1);
  return match?.role === role;
}
