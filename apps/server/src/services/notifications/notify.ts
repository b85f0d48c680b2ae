import { and, eq, inArray, sql } from 'drizzle-orm';
import { defaultChannelSetting, optionalChannels, type NotificationKind, type NotificationParams, type OptionalChannel } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { currentRequestId } from '../../lib/request-context.ts';
import { recordUserEvents } from '../realtime/user-events.ts';
import { notificationDeliveries, notifications, notificationSettings, users } from '../../db/schema/index.ts';

/** One person to tell of one event. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** The page it is about, a path of the web app. */
  link: string;
  /**
   * What makes this notification this one: the event (an order event's id, a payout's id and its
   * step, a deadline and its order). With the recipient it is unique, so writing it again is a no-op.
   */
  event: string;
}

/**
 * The outbox (issue 38): writes each draft's notification, and a pending delivery for each channel the
 * recipient has on and can be reached by, in the caller's transaction. A rolled-back event tells no
 * one; a committed one leaves its deliveries for the relay. Drafts already written (same event, kind and
 * recipient) are skipped whole. Answers how many notifications were new.
 */
export async function notify(tx: Database, now: Date, drafts: readonly NotificationDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const written = await tx
    .insert(notifications)
    .values(
      drafts.map((draft) => ({
        userId: draft.userId,
        kind: draft.kind,
        params: draft.params,
        link: draft.link,
        dedupeKey: `${draft.event}|${draft.kind}|${draft.userId}`,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
  if (written.length === 0) return 0;

  const userIds = [...new Set(written.map((row) => row.userId))];
  const reach = await reachOf(tx, userIds);
  const choices = await tx
    .select()
    .from(notificationSettings)
    .where(and(inArray(notificationSettings.userId, userIds), inArray(notificationSettings.kind, [...new Set(written.map((row) => row.kind))])));
  const chosen = (userId: string, kind: NotificationKind, channel: OptionalChannel) =>
    choices.find((row) => row.userId === userId && row.kind === kind && row.channel === channel)?.enabled ??
    defaultChannelSetting(kind, channel);

  // The request whose write this is, if any: its delivery job logs it (lib/request-context.ts).
  const requestId = currentRequestId() ?? null;
  const deliveries = written.flatMap((row) =>
    optionalChannels
      .filter((channel) => reach.get(row.userId)?.has(channel) && chosen(row.userId, row.kind, channel))
      .map((channel) => ({ notificationId: row.id, channel, createdAt: now, updatedAt: now, requestId })),
  );
  if (deliveries.length > 0) await tx.insert(notificationDeliveries).values(deliveries);
  // The bell of a person with PhoneHaat open learns of it at once (issue 39 §2).
  await recordUserEvents(
    tx,
    now,
    written.map((row) => ({ userId: row.userId, kind: 'notification' as const, data: { notificationId: row.id } })),
  );
  return written.length;
}

/**
 * The channels each person can be reached by: email always (the account's address), SMS once their
 * phone number is verified, push once a browser of theirs subscribed. A closed account, none.
 */
async function reachOf(tx: Database, userIds: string[]): Promise<Map<string, Set<OptionalChannel>>> {
  const rows = await tx
    .select({
      id: users.id,
      deletedAt: users.deletedAt,
      phoneVerified: users.phoneNumberVerified,
      // Spelt out: drizzle names columns without their table here, and both tables have an `id`.
      pushed: sql<boolean>`exists (select 1 from push_subscriptions s where s.user_id = users.id)`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => {
      const channels = new Set<OptionalChannel>();
      if (!row.deletedAt) {
        channels.add('email');
        if (row.phoneVerified) channels.add('sms');
        if (row.pushed) channels.add('push');
      }
      return [row.id, channels];
    }),
  );
}

/** The administrators, who hear of disputes and payout requests. */
export async function adminIds(tx: Database): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), sql`${users.deletedAt} is null`));
  return rows.map((row) => row.id);
}
