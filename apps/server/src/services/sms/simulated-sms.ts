import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoMessages } from '../../db/schema/index.ts';
import { SendFailure, type SmsMessage, type SmsSender } from '../notifications/senders.ts';
import { GATEWAY_MSISDN } from './phone-numbers.ts';

/**
 * The SMS provider of the demo and of development (SMS_PROVIDER=simulated): each SMS becomes a row of
 * demo_messages (channel 'sms'), which the demo inbox shows, instead of leaving the machine.
 *
 * It refuses a repeated reference as SSL Wireless refuses a repeated csms_id, so the workers' retry after
 * a crash behaves here as it will in production. demo_messages has no column for the reference; an SMS
 * row keeps it in `subject` as `ref:<reference>` (an SMS has no subject of its own), and a send looks it
 * up first. Sends of one reference queue on a transaction-scoped advisory lock, so two at once insert
 * one row. (The lookup reads every SMS row: the demo inbox is small and never grows in production.)
 */

/** What an SMS row of demo_messages holds in `subject`: the reference it was sent under. */
export const demoSmsSubject = (reference: string) => `ref:${reference}`;

export function createSimulatedSmsSender(db: Database): SmsSender {
  return {
    provider: 'simulated',
    async send(message: SmsMessage) {
      // Refused as SSL Wireless refuses an invalid msisdn (4025), so the demo meets the same failure.
      if (!GATEWAY_MSISDN.test(message.to)) {
        throw new SendFailure('simulated SMS: the recipient is not a Bangladeshi mobile number (8801XXXXXXXXX)', true);
      }
      const subject = demoSmsSubject(message.reference);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`demo-sms:${message.reference}`}, 0))`);
        const [seen] = await tx
          .select({ id: demoMessages.id })
          .from(demoMessages)
          .where(and(eq(demoMessages.channel, 'sms'), eq(demoMessages.subject, subject)))
          .limit(1);
        if (seen) return 'already_sent' as const;
        // Kept in E.164 (+8801…), the form users.phone_number holds, so the inbox finds a person's SMS by it.
        await tx.insert(demoMessages).values({ channel: 'sms', recipient: `+${message.to}`, subject, text: message.text });
        return 'sent' as const;
      });
    },
  };
}
