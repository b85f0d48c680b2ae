import { and, eq, inArray, sql } from 'drizzle-orm';
import { notificationEmailTexts, type Language, type NotificationKind, type NotificationParams, type OptionalChannel } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries, notifications, users } from '../../db/schema/index.ts';
import { composeEmail } from '../mail/compose-email.ts';
import { toGatewayMsisdn } from '../sms/phone-numbers.ts';
import type { PushSender } from './push-sender.ts';
import type { RenderedTexts } from './render-texts.ts';
import { SendFailure, type EmailSender, type SmsSender } from './senders.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** What the workers send with; a channel without its sender is off (its deliveries fail, listed for admins). */
export interface DeliveryChannels {
  email?: EmailSender | undefined;
  sms?: SmsSender | undefined;
  push?: PushSender | undefined;
}

export interface DeliveryContext {
  db: Database;
  channels: DeliveryChannels;
  render: (kind: NotificationKind, params: NotificationParams, language: Language) => RenderedTexts;
  /** The site's address: links in emails and pushes are absolute. */
  baseUrl: string;
  secret: string;
  now: () => Date;
}

/** What became of one delivery: done (sent, or given up for good), or to be tried again later. */
export type DeliveryOutcome = { done: true } | { done: false; error: Error };

/**
 * A channel whose provider tells a repeat from a new message: SMS (the gateway refuses a reference it
 * has, `csms_id`) and push (the notification's tag replaces an identical one on the device). Email cannot:
 * a delivery a crash left `sending` is not sent again but marked `uncertain` for admins.
 */
const repeatSafe: Record<OptionalChannel, boolean> = { email: false, sms: true, push: true };

interface Loaded {
  id: string;
  state: string;
  attempts: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  notificationId: string;
  userId: string;
  email: string;
  language: Language;
  phoneNumber: string | null;
}

/**
 * Delivers a batch of one channel's deliveries (the jobs of its queue). First claims those waiting
 * (`pending`/`queued` → `sending`, committed before anything is sent), so a crash mid-send leaves a
 * trace; one found `sending` without a claim was left by such a crash. `finalAttempt`: the queue will
 * not retry, so a failure now is for good.
 */
export async function deliverBatch(
  context: DeliveryContext,
  channel: OptionalChannel,
  deliveryIds: readonly string[],
  finalAttempt: (deliveryId: string) => boolean,
): Promise<Map<string, DeliveryOutcome>> {
  const { db } = context;
  const outcomes = new Map<string, DeliveryOutcome>();
  if (deliveryIds.length === 0) return outcomes;
  const now = context.now();
  const claimed = new Set(
    (
      await db
        .update(notificationDeliveries)
        .set({ state: 'sending', attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: now })
        .where(and(inArray(notificationDeliveries.id, [...deliveryIds]), inArray(notificationDeliveries.state, ['pending', 'queued'])))
        .returning({ id: notificationDeliveries.id })
    ).map((row) => row.id),
  );
  const rows: Loaded[] = await db
    .select({
      id: notificationDeliveries.id,
      state: notificationDeliveries.state,
      attempts: notificationDeliveries.attempts,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      notificationId: notifications.id,
      userId: users.id,
      email: users.email,
      language: users.language,
      phoneNumber: users.phoneNumber,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(inArray(notificationDeliveries.id, [...deliveryIds]));

  const sent: string[] = [];
  await Promise.all(
    rows.map(async (row) => {
      if (!claimed.has(row.id)) {
        // Sent, failed or uncertain already: an earlier run of this job finished it.
        if (row.state !== 'sending') return outcomes.set(row.id, { done: true });
        if (!repeatSafe[channel]) {
          // Only if still `sending`: a worker that was in fact alive may have recorded it sent meanwhile.
          await db
            .update(notificationDeliveries)
            .set({ state: 'uncertain', lastError: 'The worker stopped while sending; it may or may not have arrived', updatedAt: now })
            .where(and(eq(notificationDeliveries.id, row.id), eq(notificationDeliveries.state, 'sending')));
          return outcomes.set(row.id, { done: true });
        }
      }
      try {
        await send(context, channel, row);
        sent.push(row.id);
        outcomes.set(row.id, { done: true });
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        const forGood = (failure instanceof SendFailure && failure.permanent) || finalAttempt(row.id);
        await mark(db, row.id, { state: forGood ? 'failed' : 'queued', lastError: failure.message.slice(0, 500) }, context.now());
        outcomes.set(row.id, forGood ? { done: true } : { done: false, error: failure });
      }
    }),
  );
  // One write for the batch's successes (a crash before it leaves them `sending`: see above).
  if (sent.length > 0) {
    const at = context.now();
    await db
      .update(notificationDeliveries)
      .set({ state: 'sent', sentAt: at, lastError: null, updatedAt: at })
      .where(inArray(notificationDeliveries.id, sent));
  }
  return outcomes;
}

async function mark(
  db: Database,
  id: string,
  values: Partial<Pick<typeof notificationDeliveries.$inferInsert, 'state' | 'lastError' | 'sentAt'>>,
  now: Date,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ ...values, updatedAt: now })
    .where(eq(notificationDeliveries.id, id));
}

async function send(context: DeliveryContext, channel: OptionalChannel, row: Loaded): Promise<void> {
  const texts = context.render(row.kind, row.params, row.language);
  const url = new URL(row.link, context.baseUrl).toString();
  if (channel === 'email') {
    const sender = context.channels.email;
    if (!sender) throw new SendFailure('Email is not configured (SMTP_URL)', true);
    const words = notificationEmailTexts[row.language];
    const unsubscribeUrl = new URL('/unsubscribe', context.baseUrl);
    unsubscribeUrl.searchParams.set('token', unsubscribeToken(context.secret, row.userId, row.kind));
    const oneClick = new URL('/api/notifications/unsubscribe', context.baseUrl);
    oneClick.searchParams.set('token', unsubscribeToken(context.secret, row.userId, row.kind));
    const email = composeEmail({
      language: row.language,
      subject: texts.title,
      heading: texts.title,
      paragraphs: [texts.body],
      action: { label: words.open, url },
      footer: words.footer,
      unsubscribe: { label: words.unsubscribe, url: unsubscribeUrl.toString() },
    });
    await sender.send({
      to: row.email,
      ...email,
      // RFC 8058: mail clients offer a one-click unsubscribe that posts to this address.
      headers: { 'List-Unsubscribe': `<${oneClick.toString()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: `<${row.id}@phonehaat.notifications>`,
    });
    return;
  }
  if (channel === 'sms') {
    const sender = context.channels.sms;
    if (!sender) throw new SendFailure('SMS is not configured (SMS_PROVIDER)', true);
    const to = row.phoneNumber ? toGatewayMsisdn(row.phoneNumber) : undefined;
    if (!to) throw new SendFailure('The person has no phone number an SMS can reach', true);
    if (!texts.sms) throw new SendFailure(`No SMS text for ${row.kind}`, true);
    await sender.send({ to, text: texts.sms, reference: row.id });
    return;
  }
  const sender = context.channels.push;
  if (!sender) throw new SendFailure('Web push is not configured (VAPID_*)', true);
  await sender.send(row.userId, { title: texts.title, body: texts.body, url, tag: row.notificationId });
}
