import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoMessages } from '../../db/schema/index.ts';

/** One message of the demo mailbox (email from the demo SMTP server, SMS from the simulated provider). */
export type DemoMessage = typeof demoMessages.$inferSelect;

export interface ReceivedEmail {
  /** The envelope's recipients (RCPT TO): one row each, as a mailbox per address. */
  recipients: readonly string[];
  subject: string | null;
  text: string;
  html: string | null;
}

/** Addresses are kept in lower case so `?to=` finds them whatever case a sender used. */
export const recipientKey = (address: string): string => address.trim().toLowerCase();

export async function recordDemoEmail(db: Database, email: ReceivedEmail): Promise<void> {
  if (email.recipients.length === 0) return;
  await db.insert(demoMessages).values(
    email.recipients.map((recipient) => ({
      channel: 'email' as const,
      recipient: recipientKey(recipient),
      subject: email.subject,
      text: email.text,
      html: email.html,
    })),
  );
}

/** The newest messages first, of one recipient when `recipient` is given. */
export async function listDemoMessages(
  db: Database,
  { recipient, limit }: { recipient?: string | undefined; limit: number },
): Promise<DemoMessage[]> {
  return db
    .select()
    .from(demoMessages)
    .where(recipient === undefined ? undefined : eq(demoMessages.recipient, recipientKey(recipient)))
    .orderBy(desc(demoMessages.id))
    .limit(limit);
}

export async function findDemoMessage(db: Database, id: number): Promise<DemoMessage | undefined> {
  const [message] = await db.select().from(demoMessages).where(eq(demoMessages.id, id));
  return message;
}
