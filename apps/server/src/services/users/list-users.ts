import { and, asc, eq, isNull } from 'drizzle-orm';
import type { User } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { userSelection } from '../../auth/viewer.ts';
import { toUser } from './user-row.ts';

/** Every account that has not been deleted, oldest first (the admin table numbers them). */
export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db.select(userSelection).from(users).where(isNull(users.deletedAt)).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toUser);
}

export async function listSellers(db: Database): Promise<User[]> {
  const rows = await db
    .select(userSelection)
    .from(users)
    .where(and(eq(users.role, 'Seller'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toUser);
}
