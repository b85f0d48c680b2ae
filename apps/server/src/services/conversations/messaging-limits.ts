import { and, count, eq, gt } from 'drizzle-orm';
import { errorCodes, messagingLimits, type MessagingLimitKind } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const limited = (kind: MessagingLimitKind, max: number, message: string) =>
  new AppError(errorCodes.rateLimited, 429, message, undefined, undefined, { limit: kind, max });

/** The sender as the limits read them, locked by `lockSender`. */
export interface LockedSender {
  id: string;
  createdAt: Date;
  phoneVerified: boolean;
}

/**
 * Locks the sender's own user row until the transaction ends, so one person's sends queue behind each
 * other and each counts the ones before it: count-then-write is exact. `no key update`: inserts elsewhere
 * that only refer to this person (their key) are not held up by it.
 */
export async function lockSender(tx: Database, senderId: string): Promise<LockedSender> {
  const [sender] = await tx
    .select({ id: users.id, createdAt: users.createdAt, phoneVerified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, senderId))
    .for('no key update');
  if (!sender) throw notFound('User');
  return sender;
}

/**
 * Issue 39 §3's sending limits, checked in the writing transaction after `lockSender` and before it
 * writes: a flood is refused (messages a minute), and a sock-puppet account opens few conversations (a
 * day; fewer while the account is young and its phone unverified). 429 RATE_LIMITED, nothing written.
 */
export async function refuseOverLimits(
  tx: Database,
  sender: LockedSender,
  now: Date,
  { opensConversation }: { opensConversation: boolean },
): Promise<void> {
  const [sent] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, sender.id), gt(messages.createdAt, new Date(now.getTime() - MINUTE_MS))));
  const perMinute = messagingLimits.messagesPerMinute;
  if ((sent?.n ?? 0) >= perMinute) {
    throw limited(
      'messages_per_minute',
      perMinute,
      `You can send at most ${perMinute} messages a minute. Wait a moment and send it again.`,
    );
  }
  if (!opensConversation) return;

  const young = !sender.phoneVerified && now.getTime() - sender.createdAt.getTime() < messagingLimits.newAccountMs;
  const perDay = young ? messagingLimits.conversationsPerDayNewAccount : messagingLimits.conversationsPerDay;
  const [opened] = await tx
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.buyerId, sender.id), gt(conversations.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((opened?.n ?? 0) >= perDay) {
    throw limited(
      'conversations_per_day',
      perDay,
      young
        ? `A new account can ask about ${perDay} phones a day. Verify your phone number to ask about more.`
        : `You can ask about ${perDay} phones a day. Try again tomorrow.`,
    );
  }
}

/** Both at once, for a write that knows whether it opens a conversation before it locks. */
export async function checkSendingLimits(
  tx: Database,
  senderId: string,
  now: Date,
  options: { opensConversation: boolean },
): Promise<void> {
  await refuseOverLimits(tx, await lockSender(tx, senderId), now, options);
}
