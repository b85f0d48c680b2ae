import { eq } from 'drizzle-orm';
import type { InsertResult, RegisterUserBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../errors/app-error.ts';

/**
 * POST /users: the signed-in user registers their own profile after sign-up. The role may be chosen
 * once, and only between User and Seller; admin comes from configuration, never from a request.
 */
export async function registerUser(db: Database, viewer: Viewer, body: RegisterUserBody): Promise<InsertResult> {
  if (body.email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
    throw forbidden('You can only register your own account');
  }
  const [current] = await db.select({ registeredAt: users.registeredAt, role: users.role }).from(users).where(eq(users.id, viewer.id));
  const mayChooseRole = !current?.registeredAt && current?.role !== 'admin';
  await db
    .update(users)
    .set({
      name: body.name,
      ...(mayChooseRole && body.role && { role: body.role }),
      registeredAt: current?.registeredAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, viewer.id));
  return { acknowledged: true, insertedId: viewer.id };
}
