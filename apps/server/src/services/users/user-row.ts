import type { User } from '@phonehaat/contract';
import { users } from '../../db/schema/index.ts';

export const userSelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  verify: users.verify,
  image: users.image,
};

type UserRow = Pick<typeof users.$inferSelect, keyof typeof userSelection>;

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  verify: row.verify,
  photoURL: row.image,
});
