import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid, type MessageReport, type MessageReportDecisionBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { messageReports, messages, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors/app-error.ts';

/** Most reports one answer of the message reports queue holds, oldest first. */
export const MESSAGE_REPORTS_QUEUE_MAX = 200;

const reporters = alias(users, 'reporters');
const senders = alias(users, 'senders');

const selectReports = (db: Database) =>
  db
    .select({ report: messageReports, reporterName: reporters.name, messageBody: messages.body, messageSenderName: senders.name })
    .from(messageReports)
    .innerJoin(reporters, eq(reporters.id, messageReports.reporterId))
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(senders, eq(senders.id, messages.senderId));

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

/** The contract's `MessageReport`: the report, and the reported message as written (its reporter received it). */
function messageReportAnswer({ report, reporterName, messageBody, messageSenderName }: ReportRow): MessageReport {
  return {
    id: report.id,
    conversationId: report.conversationId,
    messageId: report.messageId,
    reason: report.reason,
    text: report.text,
    reporterName,
    createdAt: report.createdAt.toISOString(),
    status: report.status,
    messageBody,
    messageSenderName,
  };
}

/**
 * GET /admin/message-reports (issue 39 §3): reported messages waiting for an admin, the longest waiting
 * first — the moderation queue's second list, beside the reported listings. The whole thread opens only
 * through a report (GET /admin/conversations/:id?via=report&ref=<report id>), and that read is logged.
 */
export async function openMessageReports(db: Database): Promise<MessageReport[]> {
  const rows = await selectReports(db)
    .where(eq(messageReports.status, 'open'))
    .orderBy(asc(messageReports.createdAt), asc(messageReports.id))
    .limit(MESSAGE_REPORTS_QUEUE_MAX);
  return rows.map(messageReportAnswer);
}

/** PATCH /admin/message-reports/:id: an admin dismisses or upholds an open report (409 once decided). */
export async function decideMessageReport(
  db: Database,
  admin: Viewer,
  reportId: string,
  body: MessageReportDecisionBody,
  now: Date,
): Promise<MessageReport> {
  if (!isUuid(reportId)) throw notFound('Report');
  const [decided] = await db
    .update(messageReports)
    .set({ status: body.status, resolvedAt: now, resolvedBy: admin.id })
    .where(and(eq(messageReports.id, reportId), eq(messageReports.status, 'open')))
    .returning({ id: messageReports.id });
  const [row] = await selectReports(db).where(eq(messageReports.id, reportId)).limit(1);
  if (!row) throw notFound('Report');
  if (!decided) throw conflict(`This report was ${row.report.status} already`);
  return messageReportAnswer(row);
}
