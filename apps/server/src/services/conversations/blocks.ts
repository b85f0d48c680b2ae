import { and, eq, isNotNull, or } from 'drizzle-orm';
import { errorCodes, type CannotWriteReason } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { userBlocks, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';

/** Whether the reader blocked the other person, and whether the other blocked the reader. */
export async function blocksBetween(
  db: Database,
  readerId: string,
  otherId: string,
): Promise<{ byReader: boolean; byOther: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, readerId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, readerId)),
      ),
    );
  return { byReader: rows.some((row) => row.blockerId === readerId), byOther: rows.some((row) => row.blockerId === otherId) };
}

/** Why the writer may not write to the other person now, or null when they may. */
export async function cannotWriteReason(db: Database, writerId: string, otherId: string): Promise<CannotWriteReason | null> {
  const blocks = await blocksBetween(db, writerId, otherId);
  if (blocks.byReader) return 'you_blocked';
  if (blocks.byOther) return 'blocked_you';
  const [closed] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), isNotNull(users.deletedAt)))
    .limit(1);
  return closed ? 'account_closed' : null;
}

const refusals: Record<CannotWriteReason, string> = {
  you_blocked: 'You blocked this person: unblock them to write to them',
  blocked_you: 'This person does not take messages from you',
  account_closed: 'This person has closed their account: the conversation stays readable, but no one can answer',
};

/** 403 with `detail.canWrite` false when a block (either way) or a closed account stops a message (issue 39 §3). */
export async function refuseIfCannotWrite(db: Database, writerId: string, otherId: string): Promise<void> {
  const reason = await cannotWriteReason(db, writerId, otherId);
  if (reason) throw new AppError(errorCodes.forbidden, 403, refusals[reason], undefined, undefined, { canWrite: false, reason });
}

/** Blocks or unblocks a person; either is idempotent. */
export async function setBlocked(db: Database, blockerId: string, blockedId: string, blocked: boolean, now: Date): Promise<void> {
  if (blocked) {
    await db.insert(userBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
    return;
  }
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}
