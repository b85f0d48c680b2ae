import type { MessageReport } from '@phonehaat/contract';

/** Test data: an open report of a message (issue 39 §3), as the admins' list shows it. */
export function makeMessageReport(overrides: Partial<MessageReport> = {}): MessageReport {
  return {
    id: 'r1',
    conversationId: 'c1',
    messageId: 'm2',
    reason: 'scam',
    text: 'He asked for bKash advance',
    reporterName: 'Rafiq Ahmed',
    createdAt: '2026-03-28T10:00:00.000Z',
    status: 'open',
    messageBody: 'Send 2000 taka advance to 01711000000 on bKash first',
    messageSenderName: 'Karim Hossain',
    ...overrides,
  };
}
