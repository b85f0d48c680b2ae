import { eq } from 'drizzle-orm';
import { errorCodes } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Issue 38's gate: anyone may browse and book unverified, but a seller's listing goes live and a payout
 * is paid only once the seller has verified their email (the link sent at sign-up) or their phone (an
 * SMS code). Asked by the writes that do those things, inside their transactions.
 */
export async function hasVerifiedContact(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ email: users.emailVerified, phone: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row && (row.email || row.phone));
}

/** 409 with `message` (contract `accountMessages`) unless the seller has verified their email or phone. */
export async function assertSellerContactVerified(db: Database, sellerId: string, message: string): Promise<void> {
  if (!(await hasVerifiedContact(db, sellerId))) throw new AppError(errorCodes.contactUnverified, 409, message);
}
