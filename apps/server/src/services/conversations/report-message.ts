import { and, count, eq, gt, sql } from 'drizzle-orm';
import { errorCodes, isUuid, MAX_REPORTS_PER_DAY, moderationMessages, type messageReportBody } from '@phonehaat/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { conversations, messageReports, messages } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The receiver of a message reports it to the admins (issue 39 §3): into the moderation queue beside the
 * listings' reports, where an admin may open the thread through it. Only the receiver may (a message of
 * one's own, or one in another's thread, is not found); once per message; at most MAX_REPORTS_PER_DAY
 * a day, as for listings.
 */
export async function reportMessage(
  db: Database,
  reporterId: string,
  messageId: string,
  body: z.output<typeof messageReportBody>,
  now: Date,
): Promise<{ id: string }> {
  if (!isUuid(messageId)) throw notFound('Message');
  const [found] = await db
    .select({
      senderId: messages.senderId,
      conversationId: messages.conversationId,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId))
    .limit(1);
  const receives = found && found.senderId !== reporterId && (found.buyerId === reporterId || found.sellerId === reporterId);
  if (!receives) throw notFound('Message');
  try {
    return await db.transaction(async (tx) => {
      // The reporter's reports queue behind each other, so the daily count is exact (as report-listing.ts).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`message-reports:${reporterId}`}, 0))`);
      const [recent] = await tx
        .select({ n: count() })
        .from(messageReports)
        .where(and(eq(messageReports.reporterId, reporterId), gt(messageReports.createdAt, new Date(now.getTime() - DAY_MS))));
      if ((recent?.n ?? 0) >= MAX_REPORTS_PER_DAY)
        throw new AppError(errorCodes.reportLimit, 429, moderationMessages.reportLimit);
      const [report] = await tx
        .insert(messageReports)
        .values({
          messageId,
          conversationId: found.conversationId,
          reporterId,
          reason: body.reason,
          text: body.text,
          createdAt: now,
        })
        .returning({ id: messageReports.id });
      return { id: report!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You have already reported this message; an admin will look at it');
    throw error;
  }
}
