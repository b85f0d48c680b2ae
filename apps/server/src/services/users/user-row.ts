import type { User } from '@phonehaat/contract';
import type { userSelection } from '../../auth/viewer.ts';
import type { users } from '../../db/schema/index.ts';

type UserRow = Pick<typeof users.$inferSelect, keyof typeof userSelection>;

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  verify: row.verify,
  photoURL: row.image,
});
