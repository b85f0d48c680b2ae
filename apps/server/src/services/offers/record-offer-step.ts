import { eq, inArray } from 'drizzle-orm';
import type { NotificationKind, OfferStep } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { conversations, products, users } from '../../db/schema/index.ts';
import { appendMessage } from '../conversations/append-message.ts';
import { notify, type NotificationDraft } from '../notifications/notify.ts';
import { recordUserEvents } from '../realtime/user-events.ts';
import type { OfferRow } from './offer-answer.ts';

/**
 * A step in an offer's life, each shown in the thread as one message of kind 'offer'. A counter-offer is
 * one step, `countered`, whose message points at the new offer (its `counterOf` names the one it answers).
 */
export type { OfferStep };

type Recipient = 'maker' | 'answerer' | 'both';

/** Who hears of each step (issue 39 §4), as what. A withdrawal tells no one: the thread shows it. */
const stepNotices: Record<OfferStep, { kind: NotificationKind; to: Recipient } | null> = {
  made: { kind: 'offer_received', to: 'answerer' },
  countered: { kind: 'offer_countered', to: 'answerer' },
  accepted: { kind: 'offer_accepted', to: 'maker' },
  declined: { kind: 'offer_declined', to: 'maker' },
  withdrawn: null,
  expired: { kind: 'offer_expired', to: 'both' },
};

/**
 * Writes one step of `offer` in the caller's transaction, after its state was written: the thread's
 * message and the step's notifications (see the two functions below).
 */
export async function recordOfferStep(
  tx: Database,
  offer: OfferRow,
  step: OfferStep,
  senderId: string,
  now: Date,
): Promise<void> {
  await appendOfferMessage(tx, offer, step, senderId, now);
  await notifyOfferStep(tx, offer, step, now);
}

/**
 * The step's message in the thread, sent by `senderId` (an expiry's by the offer's maker, whose offer
 * lapsed), and an `offer` event for both sides' open pages. Written before anything else in the
 * transaction that tells the two sides (an accepted offer's booking): its events lock both sides' event
 * counters in a fixed order, so two transactions about the same people never wait on each other in a circle.
 */
export async function appendOfferMessage(tx: Database, offer: OfferRow, step: OfferStep, senderId: string, now: Date): Promise<void> {
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, offer.conversationId)).limit(1);
  if (!conversation) throw new Error(`offer ${offer.id} without its conversation`);
  await appendMessage(tx, conversation, { senderId, kind: 'offer', offerId: offer.id, offerStep: step }, now, {
    name: await productName(tx, offer),
  });
  const data = { conversationId: offer.conversationId, offerId: offer.id };
  await recordUserEvents(tx, now, [
    { userId: offer.buyerId, kind: 'offer', data },
    { userId: offer.sellerId, kind: 'offer', data },
  ]);
}

/** The step's notifications, once per offer and step (their event is `offer:<id>:<step>`). */
export async function notifyOfferStep(tx: Database, offer: OfferRow, step: OfferStep, now: Date): Promise<void> {
  const notice = stepNotices[step];
  if (!notice) return;
  const makerId = offer.madeBy === 'buyer' ? offer.buyerId : offer.sellerId;
  const answererId = offer.madeBy === 'buyer' ? offer.sellerId : offer.buyerId;
  const recipients = notice.to === 'maker' ? [makerId] : notice.to === 'answerer' ? [answererId] : [makerId, answererId];
  const names = new Map(
    (
      await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [offer.buyerId, offer.sellerId]))
    ).map((row) => [row.id, row.name]),
  );
  const product = await productName(tx, offer);
  // An accepted offer is an order now: its notification leads to the order's page, as the order's own do.
  const link =
    step === 'accepted' && offer.bookingId
      ? `/dashboard/orders/${offer.bookingId}`
      : `/dashboard/messages/${offer.conversationId}`;
  const drafts: NotificationDraft[] = recipients.map((userId) => ({
    userId,
    kind: notice.kind,
    params: {
      conversationId: offer.conversationId,
      productId: offer.productId,
      product,
      // Notifications carry amounts in poisha, as the order notifications do; offers are whole taka.
      amount: offer.amount * 100,
      // The other side's name, as for every notification.
      name: names.get(userId === offer.buyerId ? offer.sellerId : offer.buyerId) ?? '',
      ...(offer.bookingId && { orderId: offer.bookingId }),
    },
    link,
    event: `offer:${offer.id}:${step}`,
  }));
  await notify(tx, now, drafts);
}

async function productName(tx: Database, offer: OfferRow): Promise<string> {
  const [product] = await tx
    .select({ name: products.productName })
    .from(products)
    .where(eq(products.id, offer.productId))
    .limit(1);
  if (!product) throw new Error(`offer ${offer.id} without its listing`);
  return product.name;
}
