import { eq } from 'drizzle-orm';
import {
  accountNotDeletableMessage,
  errorCodes,
  isDeletable,
  keptRecords,
  removedData,
  type AccountDeleted,
} from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  notificationSettings,
  notifications,
  products,
  pushSubscriptions,
  savedSearches,
  users,
  verifications,
  watchlist,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { closeAccount } from './delete-user.ts';
import { deletionBlockers } from './deletion-blockers.ts';

/** The name a deleted account shows where its deals and ratings stay (orders, reviews, sold listings). */
export const DELETED_USER_NAME = 'Deleted user';

/** A unique address no mail goes to (.invalid is reserved, RFC 2606): the real one is free for a new sign-up. */
export const deletedAccountEmail = (userId: string) => `deleted-${userId.toLowerCase()}@deleted.phonehaat.invalid`;

/**
 * DELETE /users/me (issue 38 §4): the person closes their own account. Refused (409) while an order of
 * theirs is open on either side or money is held for them. Otherwise, in one transaction, the account is
 * closed as an admin's deletion closes it (deleted mark, sessions ended, unsold listings down) and what
 * neither the other side of a deal nor the law needs is erased: name, email (a tombstone, so the address
 * may sign up again), photo, phone, password and Google link, notifications with their settings and push
 * subscriptions, a pending password-reset link. Orders, payments, the ledger and ratings stay, now under
 * "Deleted user" (Bangladesh's Digital Commerce Guidelines 2021 and tax records). So do conversations and
 * their messages (issue 39 §6): they are a deal's evidence, and the other side still reads them; nobody
 * can write to a closed account (services/conversations/blocks.ts).
 */
export async function deleteOwnAccount(
  db: Database,
  catalogueChanged: CatalogueChanged,
  viewer: Viewer,
  now: Date,
): Promise<AccountDeleted> {
  await db.transaction(async (tx) => {
    // Two deletions at once, or a payout asked for meanwhile (request-payout.ts takes the same lock), queue.
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    if (!row) throw notFound('User');
    // Listings down first, then the check: a booking that got in before it counts as an open order.
    if ((await closeAccount(tx, viewer.id, now)) === 0) throw notFound('User');
    const blockers = await deletionBlockers(tx, viewer.id);
    if (!isDeletable(blockers)) throw new AppError(errorCodes.accountNotDeletable, 409, accountNotDeletableMessage(blockers));

    await tx
      .update(users)
      .set({
        name: DELETED_USER_NAME,
        email: deletedAccountEmail(viewer.id),
        emailVerified: false,
        image: null,
        phoneNumber: null,
        phoneNumberVerified: false,
        updatedAt: now,
      })
      .where(eq(users.id, viewer.id));
    // Sold listings stay with their orders; the name they were listed under goes.
    await tx.update(products).set({ sellerName: DELETED_USER_NAME }).where(eq(products.sellerId, viewer.id));
    await tx.delete(accounts).where(eq(accounts.userId, viewer.id));
    // A pending password-reset link (its row's value is the user's id). Phone codes last 5 minutes and need a session.
    await tx.delete(verifications).where(eq(verifications.value, viewer.id));
    // Their deliveries go with them (on delete cascade).
    await tx.delete(notifications).where(eq(notifications.userId, viewer.id));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, viewer.id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, viewer.id));
    // The phones they watched and the searches they kept (issue 39 §5): the row stays, so no cascade does it.
    await tx.delete(watchlist).where(eq(watchlist.userId, viewer.id));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, viewer.id));
  });
  // Their unsold listings left the lists, and the sold ones' seller name changed.
  catalogueChanged();
  return { removed: [...removedData], kept: [...keptRecords] };
}
